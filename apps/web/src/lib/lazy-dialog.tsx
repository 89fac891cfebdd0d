import { type ComponentType, Suspense, lazy, useState } from 'react';

/**
 * A dialog whose code (its form, rules and schema) loads the first time it opens, not with the
 * page that offers it: a list page with an edit dialog on each row then builds no form rules and
 * no zod on its first load (issue 31). `isOpen` reads the dialog's own open prop, for a dialog the
 * page keeps mounted: it loads when first opened and stays mounted after, so it still animates
 * closed. Nothing shows while the code arrives, once, in a moment.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = () => true,
): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: P) {
    const [opened, setOpened] = useState(false);
    const open = isOpen(props);
    if (open && !opened) setOpened(true);
    if (!open && !opened) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
