import { Button } from '@atelier/ui/button';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services/services-context';

/** The footer's "Cookie settings": the consent banner again, to change the answer at any time. */
export function CookieSettingsButton() {
  const { t } = useTranslation();
  const { consent } = useServices();
  return (
    <Button
      variant="link"
      onClick={() => {
        void consent?.().then((loaded) => loaded.reopen());
      }}
    >
      {t('footer.cookieSettings')}
    </Button>
  );
}
