import { TextField, type TextFieldProps } from '@atelier/ui/text-field';
import { useTranslation } from 'react-i18next';

/** Room for a code typed with spaces or pasted with a line break; `normaliseGiftCardCode` tidies it. */
const MAX_TYPED_LENGTH = 40;

/**
 * The gift card code input of the checkout and the balance page: typed as printed (upper case, no
 * spell-checking or autofill of unrelated values), with the hint on how a code looks.
 */
export function GiftCardCodeField(
  props: Pick<TextFieldProps, 'id' | 'ref' | 'label' | 'name' | 'value' | 'onChange' | 'error'>,
) {
  const { t } = useTranslation();
  return (
    <TextField
      hint={t('gifts.balance.codeHint')}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={MAX_TYPED_LENGTH}
      {...props}
    />
  );
}
