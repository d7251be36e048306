import { NotFoundContent as SharedNotFoundContent, type NotFoundData } from '@atelier/app-shell/error-pages';
import { businessPath, localeFor } from '../../app/locale';
import { useLocale } from '../../app/locale-context';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../components/document-head/document-head';

export type { NotFoundReason } from '@atelier/app-shell/error-pages';

/** What was wrong with the address, and the business home of every country as a way on. */
export function NotFoundContent({ reason, segment }: NotFoundData) {
  const { config } = useServices();
  const locale = useLocale();
  return (
    <SharedNotFoundContent
      reason={reason}
      segment={segment}
      countries={config.countries}
      language={locale.language}
      countryHref={(country) => businessPath(localeFor(country, null))}
      useDocumentTitle={useDocumentTitle}
    />
  );
}
