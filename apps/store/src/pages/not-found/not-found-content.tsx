import { NotFoundContent as SharedNotFoundContent, type NotFoundData } from '@atelier/app-shell/error-pages';
import { useLocale } from '../../app/locale/locale-context';
import { localePath } from '../../app/locale/route-locale';
import { useServices } from '../../app/services/services-context';
import { useDocumentTitle } from '../../components/document-head/document-head';

export type { NotFoundReason } from '@atelier/app-shell/error-pages';

/**
 * A helpful not-found page: what was wrong with the address, and a way on — the shop's home page in
 * every country we sell in, named in the page's language.
 */
export function NotFoundContent({ reason, segment }: NotFoundData) {
  const { config } = useServices();
  const locale = useLocale();
  return (
    <SharedNotFoundContent
      reason={reason}
      segment={segment}
      countries={config.countries}
      language={locale.language}
      countryHref={(country) =>
        localePath({
          country: country.code,
          language: country.defaultLanguage,
          defaultLanguage: country.defaultLanguage,
        })
      }
      useDocumentTitle={useDocumentTitle}
    />
  );
}

/** The `*` route inside a valid locale: an address that matches no page. */
export function NotFoundPage() {
  return <NotFoundContent reason="page" />;
}
