/** perfume-workshop-detail/{id or code}: one workshop. (Filled in by the workshops work.) */
export function WorkshopDetailPage() {
  return null;
}
