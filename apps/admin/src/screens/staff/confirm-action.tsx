import { Button } from '@atelier/ui/button';
import { useTranslation } from 'react-i18next';

/**
 * A row action asked first (disable a member, reset their two-step sign-in): the button, then in
 * its place the question with the action and Cancel, grouped under the same label (which names the
 * member, as the row's other buttons do).
 */
export function ConfirmAction({
  asking,
  label,
  question,
  action,
  busy,
  askDisabled,
  onAsk,
  onConfirm,
  onCancel,
}: {
  asking: boolean;
  /** The accessible name of the button and of the question's group. */
  label: string;
  question: string;
  /** The button's text, asking and confirming. */
  action: string;
  /** A change on its way: the confirming button waits. */
  busy: boolean;
  askDisabled?: boolean;
  onAsk: () => void;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  if (!asking)
    return (
      <Button variant="secondary" aria-label={label} disabled={askDisabled} onClick={onAsk}>
        {action}
      </Button>
    );
  return (
    <div className="admin-staff__confirm" role="group" aria-label={label}>
      <p>{question}</p>
      <Button disabled={busy} onClick={onConfirm}>
        {action}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        {t('staff.cancel')}
      </Button>
    </div>
  );
}
