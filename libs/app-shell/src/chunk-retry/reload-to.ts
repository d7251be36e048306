/** Where to send the browser for a chunk loader's reload: the target, or the page again. */
export function reloadTo(location: Pick<Location, 'assign' | 'reload' | 'pathname' | 'search'>) {
  return (target: string | null) => {
    // Same page (a hash apart): `assign` would only scroll, not load.
    if (!target || target.split('#')[0] === location.pathname + location.search) location.reload();
    else location.assign(target);
  };
}
