/** Joins the truthy class names; enough for our few conditional classes without a dependency. */
export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
