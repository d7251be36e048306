import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { Select } from '../select';
import { TextAreaField } from '../text-area-field';
import { TextField } from '../text-field';
import { useFormFields } from './use-form-fields';

type Field = 'name' | 'email' | 'topic' | 'message';
const problem = (field: Field, value: string) =>
  value.trim() === ''
    ? `Enter your ${field}.`
    : field === 'email' && !value.includes('@')
      ? 'Enter an e-mail address.'
      : undefined;

/** A form as the screens write one: field components, checked on blur and on submit. */
function Enquiry({ label = 'Enquiry' }: { label?: string }) {
  const fields = useFormFields<Field>(['name', 'email', 'topic', 'message']);
  const [sent, setSent] = useState(false);
  const bind = (name: Field) => ({
    ...fields.field(name),
    name,
    onChange: (event: { target: { value: string } }) =>
      fields.clearWhenFixed(name, problem(name, event.target.value)),
    onBlur: (event: { target: { value: string } }) =>
      fields.checkOnBlur(name, event.target.value, problem(name, event.target.value)),
  });
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSent(fields.checkAll((name) => problem(name, String(data.get(name)))) === undefined);
  }
  return (
    <form aria-label={label} noValidate onSubmit={submit}>
      <TextField label="Name" {...bind('name')} />
      <TextField label="E-mail" hint="We answer here." {...bind('email')} />
      <Select
        label="Topic"
        {...bind('topic')}
        options={[
          { value: '', label: 'Choose' },
          { value: 'hotel', label: 'Hotel' },
        ]}
      />
      <TextAreaField label="Message" {...bind('message')} />
      <button type="submit">Send</button>
      <button type="button" onClick={fields.reset}>
        Clear messages
      </button>
      {sent ? <p role="status">Sent</p> : null}
    </form>
  );
}

describe('useFormFields', () => {
  it('marks nothing invalid before the form is checked', () => {
    render(<Enquiry />);
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).toHaveAccessibleDescription('We answer here.');
  });

  it('stays quiet when a field is only passed through, and speaks once something wrong is typed', async () => {
    const user = userEvent.setup();
    render(<Enquiry />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await user.click(name);
    await user.tab();
    expect(email).toHaveFocus();
    expect(name).toBeValid();
    await user.type(email, 'ana');
    await user.tab();
    expect(email).toBeInvalid();
    expect(email).toHaveAccessibleDescription('We answer here. Enter an e-mail address.');
  });

  it('after a failed submit, announces each message with its field and focuses the first to fix', async () => {
    const user = userEvent.setup();
    render(<Enquiry />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana.example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveFocus();
    expect(email).toBeInvalid();
    expect(email).toHaveAccessibleDescription('We answer here. Enter an e-mail address.');
    expect(screen.getByRole('combobox', { name: 'Topic' })).toHaveAccessibleDescription('Enter your topic.');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'Enter your message.',
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeValid();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('drops a message as soon as the field is fixed, and checks a field on blur without moving focus', async () => {
    const user = userEvent.setup();
    render(<Enquiry />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveFocus();
    await user.type(name, 'A');
    expect(name).toBeValid();
    expect(name).not.toHaveAccessibleDescription();

    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await user.type(email, 'ana');
    expect(email).toHaveAccessibleDescription('We answer here. Enter your email.');
    await user.tab();
    expect(email).toHaveAccessibleDescription('We answer here. Enter an e-mail address.');
    expect(email).not.toHaveFocus();
  });

  it('sends a valid form and clears every message on reset', async () => {
    const user = userEvent.setup();
    render(<Enquiry />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(screen.getByRole('button', { name: 'Clear messages' }));
    for (const field of screen.getAllByRole('textbox')) expect(field).toBeValid();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'hotel');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Lobby scent');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('status')).toHaveTextContent('Sent');
  });

  it('keeps the ids of two forms on one page apart', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Enquiry label="First" />
        <Enquiry label="Second" />
      </>,
    );
    const [first, second] = screen.getAllByRole('button', { name: 'Send' });
    await user.click(second!);
    const [firstName, secondName] = screen.getAllByRole('textbox', { name: 'Name' });
    expect(firstName!.id).not.toBe(secondName!.id);
    expect(secondName).toHaveFocus();
    expect(firstName).toBeValid();
    expect(first).toBeInTheDocument();
  });
});

/** A control drawn by hand (a promo code with its message in an alert), and a group with nothing to focus. */
function PromoCode() {
  const fields = useFormFields(['choice', 'code']);
  const [first, setFirst] = useState<string | undefined>();
  return (
    <form
      aria-label="Promo"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const code = String(new FormData(event.currentTarget).get('code'));
        setFirst(fields.report({ choice: 'Choose one.', code: code ? undefined : 'Enter a code.' }));
      }}
    >
      <label>
        Code <input name="code" {...fields.control('code')} />
      </label>
      {fields.errors.code ? (
        <div id={fields.errorId('code')} role="alert">
          {fields.errors.code}
        </div>
      ) : null}
      <button type="submit">Apply</button>
      {first ? <p>First to fix: {first}</p> : null}
    </form>
  );
}

describe('useFormFields with a control drawn by hand', () => {
  it('ties the message to the control and leaves focus alone for a field with no element', async () => {
    const user = userEvent.setup();
    render(<PromoCode />);
    const code = screen.getByRole('textbox', { name: 'Code' });
    expect(code).not.toHaveAttribute('aria-describedby');

    const apply = screen.getByRole('button', { name: 'Apply' });
    await user.click(apply);
    expect(code).toBeInvalid();
    expect(code).toHaveAccessibleDescription('Enter a code.');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a code.');
    // "choice" comes first but has no element: the caller gets its name and decides.
    expect(screen.getByText('First to fix: choice')).toBeInTheDocument();
    expect(apply).toHaveFocus();
  });
});
