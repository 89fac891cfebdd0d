// Where the module lives in the route table: a spec route already there, or a new group of its
// own (a list page and a hidden detail page) in groups/<name>.routes.ts.

const LEAF = /^[A-Za-z][A-Za-z0-9-]*$/;
const NEW_ROUTE = /^\/([A-Za-z][A-Za-z0-9]*)\/([A-Za-z][A-Za-z0-9-]*)$/;

export class PlanError extends Error {}

const detailCandidates = (leaf) => [...new Set([`${leaf}Detail`, `${leaf.replace(/List$/, '')}Detail`, `${leaf.replace(/s$/, '')}Detail`])];

/** The codes a user must hold to open a route: its ancestors' and its own, outermost first. */
const codesOnTheWay = (r) => [...r.parents, r.entry].flatMap((e) => (e.permission ? [e.permission] : []));

/**
 * Resolves --route, --permission and the detail page against the table (`routes`: every entry
 * with its full path and parents). Returns what the templates and the edits need.
 */
export function planRoute({ routes, names, route, permission, detailRoute, titleZh, titleEn }) {
  const byPath = new Map(routes.map((r) => [r.fullPath, r]));
  const listPath = route ?? `/${names.camel}Manage/${names.camel}List`;
  const found = byPath.get(listPath);
  return found
    ? specRoute({ byPath, found, permission, detailRoute })
    : newRoute({ routes, names, listPath, permission, titleZh, titleEn });
}

function specRoute({ byPath, found, permission, detailRoute }) {
  if (found.entry.children?.length)
    throw new PlanError(`${found.fullPath} is a group; give one of its pages: ${found.entry.children.map((c) => c.path).join(', ')}`);
  const codes = codesOnTheWay(found);
  const code = permission ?? codes.at(-1);
  if (!code) throw new PlanError(`${found.fullPath} has no permission code on its way: give one with --permission`);
  if (!codes.includes(code))
    throw new PlanError(`--permission ${code} is not a code on the way to ${found.fullPath} (${codes.join(', ') || 'none'})`);
  const siblings = found.parents.at(-1)?.children ?? [];
  const parentPath = found.fullPath.slice(0, found.fullPath.length - found.entry.path.length);
  let detail;
  if (detailRoute) {
    detail = byPath.get(detailRoute);
    if (!detail?.entry.hidden || detail.entry.children?.length)
      throw new PlanError(`--detail-route ${detailRoute} is not a hidden page of the table`);
  } else {
    const leaf = detailCandidates(found.entry.path).find((c) => siblings.some((s) => s.path === c && s.hidden));
    detail = leaf ? byPath.get(`${parentPath}${leaf}`) : undefined;
  }
  return {
    listPath: found.fullPath,
    detailPath: detail?.fullPath ?? null,
    permission: code,
    title: found.entry.title,
    detailTitle: detail?.entry.title ?? null,
    newGroup: null,
  };
}

function newRoute({ routes, names, listPath, permission, titleZh, titleEn }) {
  const m = NEW_ROUTE.exec(listPath);
  if (!m) throw new PlanError(`--route ${listPath} is not in the table; a new one is /group/page (letters and digits)`);
  const [, group, leaf] = m;
  if (!LEAF.test(leaf)) throw new PlanError(`--route ${listPath}: bad page name`);
  const groupPath = `/${group}`;
  const existing = routes.find((r) => r.fullPath === groupPath);
  if (existing)
    throw new PlanError(
      `${groupPath} is already a group of the table: add the page to its file under route-table/groups/, then run again with --route ${listPath}`,
    );
  const code = permission ?? `${names.snake}_manage`;
  const holder = routes.find((r) => r.entry.permission === code);
  if (holder) throw new PlanError(`--permission ${code} already gates ${holder.fullPath}; a new group needs a code of its own`);
  const title = { 'zh-CN': titleZh ?? names.human, 'en-US': titleEn ?? names.human };
  const taken = routes
    .filter((r) => r.parents.length === 0)
    .find((r) => r.entry.title['zh-CN'] === title['zh-CN'] || r.entry.title['en-US'] === title['en-US']);
  if (taken)
    throw new PlanError(
      `the title of ${taken.fullPath} is already "${title['zh-CN']}" / "${title['en-US']}": give --title-zh and --title-en`,
    );
  const detailLeaf = /.List$/.test(leaf) ? leaf.replace(/List$/, 'Detail') : `${leaf}Detail`;
  return {
    listPath,
    detailPath: `${groupPath}/${detailLeaf}`,
    permission: code,
    title,
    detailTitle: { 'zh-CN': `${title['zh-CN']}详情`, 'en-US': `${title['en-US']} details` },
    newGroup: { path: groupPath, listLeaf: leaf, detailLeaf },
  };
}
