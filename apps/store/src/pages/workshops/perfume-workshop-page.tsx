/** perfume-workshop: what the workshops are, where, and their prices. (Filled in by the workshops work.) */
export function PerfumeWorkshopPage() {
  return null;
}
