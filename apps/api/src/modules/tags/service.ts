import type { Tag } from '@atelier/api/schema';
import type { Language } from '@atelier/commerce/enums';
import type { Database } from '../../db/database';
import { mediaUrl } from '../../http/media-url';
import { findPartnerId, selectTags } from './queries';

export interface TagQuery {
  group?: string;
  quiz?: boolean;
  partnership?: string;
}

/**
 * Filters combine with AND. `partnership` adds the partner's own tags to the store's (a partner
 * quiz still shows the store's scent families); an unknown partner simply adds nothing, as the
 * contract gives this list no 404.
 */
export async function listTags(
  db: Database,
  query: TagQuery,
  context: { language: Language },
): Promise<Tag[]> {
  const partnerId = query.partnership ? await findPartnerId(db, query.partnership) : null;
  const rows = await selectTags(db, { group: query.group, quiz: query.quiz, partnerId });
  const { language } = context;
  return rows.map((row) => ({
    id: row.id,
    name: row.name[language] || row.name.en,
    slug: row.slug,
    group: row.group,
    description: row.description ? row.description[language] || row.description.en : null,
    image: mediaUrl(row.image),
    quiz: row.quiz,
  }));
}
