// antd's Input alone: its index adds Search, Password and OTP, which home does not use.
import Input from 'antd/es/input/Input';
import { Suspense, lazy, startTransition, useState } from 'react';
import type { HomeSearchBoxProps } from './home-search-box';

/** The search with its suggestions (antd's AutoComplete, with the whole select), loaded on first use. */
const HomeSearchBox = lazy(() => import('./home-search-box'));

/**
 * Home's page search. Home opens with a plain box of the same size: pointing at it or focusing it
 * loads the search, which takes over, focused, with whatever was typed meanwhile (open on it), so
 * home's first load carries no select. The load is a transition: until the search is there, the
 * box stays as it is, focus and typing included (no fallback is swapped in).
 */
export function HomeSearchField(props: HomeSearchBoxProps) {
  const [wanted, setWanted] = useState(false);
  const want = () => startTransition(() => setWanted(true));
  const plain = (
    <Input
      id={props.id}
      style={{ width: '100%', maxWidth: 480 }}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      onFocus={want}
      onPointerEnter={want}
      placeholder={props.placeholder}
    />
  );
  return <Suspense fallback={plain}>{wanted ? <HomeSearchBox {...props} /> : plain}</Suspense>;
}
