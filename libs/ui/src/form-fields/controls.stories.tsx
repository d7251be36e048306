import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Select } from '../select/select';

/*
 * The house's own radios, checkboxes and selects (libs/ui/src/tokens/base.css): native inputs drawn
 * in the brand palette, 24 px targets, the brand focus ring. Each row is one state; hover shows
 * under the pointer, focus-visible with the keyboard (the FocusVisible story tabs to a control).
 */

const TEXTS = {
  en: {
    title: 'Controls',
    states: ['Default', 'Checked', 'Disabled', 'Disabled and checked', 'Error'],
    checkbox: 'Gift wrap',
    radio: 'Express delivery',
    select: 'Size',
    sizes: ['30 ml', '50 ml', '100 ml'],
    error: 'Choose a size',
  },
  ar: {
    title: 'عناصر التحكم',
    states: ['افتراضي', 'محدد', 'معطّل', 'معطّل ومحدد', 'خطأ'],
    checkbox: 'تغليف الهدية',
    radio: 'توصيل سريع',
    select: 'الحجم',
    sizes: ['30 مل', '50 مل', '100 مل'],
    error: 'اختر حجمًا',
  },
} as const;

type Language = keyof typeof TEXTS;

const row: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: '12rem repeat(2, minmax(10rem, 1fr)) minmax(12rem, 16rem)',
  alignItems: 'center',
  gap: 'var(--space-4)',
  paddingBlock: 'var(--space-2)',
  borderBlockEnd: '1px solid var(--color-border)',
};
const option: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 'var(--space-2)',
  minBlockSize: 44,
};

function ControlStates({ language }: { language: Language }) {
  const t = TEXTS[language];
  return (
    <div lang={language} dir={language === 'ar' ? 'rtl' : 'ltr'} style={{ padding: 'var(--space-4)' }}>
      <h2>{t.title}</h2>
      {t.states.map((state, index) => {
        const checked = index === 1 || index === 3;
        const disabled = index === 2 || index === 3;
        const invalid = index === 4;
        return (
          <div key={state} style={row} role="group" aria-label={state}>
            <strong>{state}</strong>
            <label style={option}>
              <input
                type="checkbox"
                defaultChecked={checked}
                disabled={disabled}
                aria-invalid={invalid || undefined}
              />
              {t.checkbox}
            </label>
            <label style={option}>
              <input
                type="radio"
                name={`${language}-${index}`}
                defaultChecked={checked}
                disabled={disabled}
                aria-invalid={invalid || undefined}
              />
              {t.radio}
            </label>
            <Select
              label={t.select}
              options={t.sizes.map((size) => ({ value: size, label: size }))}
              defaultValue={t.sizes[checked ? 2 : 0]}
              disabled={disabled}
              error={invalid ? t.error : undefined}
            />
          </div>
        );
      })}
    </div>
  );
}

const meta = {
  title: 'Forms/Controls',
  component: ControlStates,
  args: { language: 'en' },
} satisfies Meta<typeof ControlStates>;

export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {
  play: async ({ canvasElement }) => {
    const checked = within(within(canvasElement).getByRole('group', { name: 'Checked' }));
    await expect(checked.getByRole('checkbox', { name: 'Gift wrap' })).toBeChecked();
    await expect(checked.getByRole('radio', { name: 'Express delivery' })).toBeChecked();
    const error = within(within(canvasElement).getByRole('group', { name: 'Error' }));
    await expect(error.getByRole('combobox', { name: 'Size' })).toHaveAccessibleDescription('Choose a size');
  },
};

export const StatesArabic: Story = {
  args: { language: 'ar' },
  play: async ({ canvasElement }) => {
    const disabled = within(within(canvasElement).getByRole('group', { name: 'معطّل' }));
    await expect(disabled.getByRole('checkbox', { name: 'تغليف الهدية' })).toBeDisabled();
  },
};

/** The keyboard's ring: Tab moves onto the first checkbox, which shows the brand focus ring. */
export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getAllByRole('checkbox', { name: 'Gift wrap' })[0]).toHaveFocus();
  },
};

export const FocusVisibleArabic: Story = {
  args: { language: 'ar' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getAllByRole('checkbox', { name: 'تغليف الهدية' })[0]).toHaveFocus();
  },
};
