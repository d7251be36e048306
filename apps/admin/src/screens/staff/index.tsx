import type { StaffAccount, StaffInvitation, StaffRole, StaffUpdateRequest } from '@atelier/api/schema';
import { Alert } from '@atelier/ui/alert';
import { Badge } from '@atelier/ui/badge';
import { Button } from '@atelier/ui/button';
import { EmptyState } from '@atelier/ui/empty-state';
import { PageHeading } from '@atelier/ui/page-heading';
import { Select } from '@atelier/ui/select';
import { TextField } from '@atelier/ui/text-field';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { isAdminError, isForbidden, isSignedOut } from '../../app/admin-api';
import { ROLES } from '../../app/roles';
import { useServices } from '../../app/services';
import { useSignedIn } from '../../app/session';
import { PAGE_SIZE, Pagination } from '../../layout/pagination';
import { LoadFailed, Loading } from '../../layout/states';
import { pageOf } from '../../layout/use-list-filters';
import { ConfirmAction } from './confirm-action';
import './staff.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The owner's staff screen: the accounts, an invitation (its one-time password shown once), role changes,
 * disabling, and resetting a member's two-step sign-in (a lost phone).
 */
export default function StaffScreen() {
  const { t } = useTranslation();
  const { api } = useServices();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const list = useQuery({
    queryKey: ['admin', 'staff', { page, page_size: PAGE_SIZE }],
    queryFn: () => api.listStaff({ page, page_size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  return (
    <div className="admin-screen">
      <PageHeading title={t('staff.title')} lead={t('staff.lead')} />
      <InviteForm onStatus={setStatus} />
      <div role="status" className="admin-staff__status">
        {status?.kind === 'success' ? (
          <Alert kind="success" live="none">
            {status.text}
          </Alert>
        ) : null}
      </div>
      {status?.kind === 'error' ? <Alert kind="error">{status.text}</Alert> : null}
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadFailed error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.results.length === 0 ? (
        <EmptyState title={t('staff.empty')} />
      ) : (
        <>
          <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={t('staff.caption')}>
            <table className="admin-table admin-staff__table">
              <caption>{t('staff.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('staff.email')}</th>
                  <th scope="col">{t('staff.name')}</th>
                  <th scope="col">{t('staff.role')}</th>
                  <th scope="col">{t('staff.status')}</th>
                  <th scope="col">{t('staff.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.results.map((member) => (
                  <StaffRow key={`${member.id}-${member.version}`} member={member} onStatus={setStatus} />
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={page}
            count={list.data.count}
            onPage={(next) => setParams(new URLSearchParams({ page: String(next) }))}
          />
        </>
      )}
    </div>
  );
}

type OnStatus = (status: { kind: 'success' | 'error'; text: string } | null) => void;

function InviteForm({ onStatus }: { onStatus: OnStatus }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('staff');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [invitation, setInvitation] = useState<StaffInvitation | null>(null);
  const [copied, setCopied] = useState(false);
  const emailField = useRef<HTMLInputElement>(null);
  const result = useRef<HTMLDivElement>(null);
  const invite = useMutation({
    mutationFn: () => api.inviteStaff({ email: email.trim(), name: name.trim() || email.trim(), role }),
    onSuccess: (answer) => {
      setInvitation(answer);
      setEmail('');
      setName('');
      onStatus(null);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'staff'] });
      requestAnimationFrame(() => result.current?.focus());
    },
    onError: (error) => {
      if (isAdminError(error, 'conflict')) {
        setEmailError(t('staff.invite.exists'));
        emailField.current?.focus();
      } else if (isAdminError(error, 'invalid') && error.fields['email']) {
        setEmailError(t('staff.invite.emailInvalid'));
        emailField.current?.focus();
      } else if (!isSignedOut(error)) {
        onStatus({
          kind: 'error',
          text: isForbidden(error) ? t('errors.forbidden') : t('staff.invite.failed'),
        });
      }
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = !email.trim()
      ? t('staff.invite.emailMissing')
      : EMAIL.test(email.trim())
        ? undefined
        : t('staff.invite.emailInvalid');
    setEmailError(problem);
    if (problem) return emailField.current?.focus();
    invite.mutate();
  };
  const copy = async (password: string) => {
    try {
      await navigator.clipboard.writeText(password);
      setCopied(true);
    } catch {
      // No clipboard (permission, an old browser): the password stays on screen to copy by hand.
    }
  };

  return (
    <section className="admin-staff__invite" aria-labelledby="staff-invite-title">
      <h2 id="staff-invite-title">{t('staff.invite.title')}</h2>
      {invitation ? (
        <div ref={result} tabIndex={-1} className="admin-staff__invitation">
          <Alert
            kind="success"
            live="none"
            title={t('staff.invite.done', {
              email: invitation.member.email,
              role: t(`account.roles.${invitation.member.role}`),
            })}
          >
            <p className="admin-staff__password">
              <span>{t('staff.invite.password')}: </span>
              <code>{invitation.one_time_password}</code>
            </p>
            <p>{t('staff.invite.passwordNote')}</p>
            <div className="admin-staff__invitation-actions">
              <Button variant="secondary" onClick={() => void copy(invitation.one_time_password)}>
                {copied ? t('staff.invite.copied') : t('staff.invite.copy')}
              </Button>
              <Button
                variant="secondary"
                onClick={() => {
                  setInvitation(null);
                  setCopied(false);
                  requestAnimationFrame(() => emailField.current?.focus());
                }}
              >
                {t('staff.invite.hide')}
              </Button>
            </div>
          </Alert>
        </div>
      ) : (
        <form className="admin-staff__invite-form" noValidate onSubmit={submit}>
          <TextField
            ref={emailField}
            label={t('staff.invite.email')}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={emailError}
          />
          <TextField
            label={t('staff.invite.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <Select
            label={t('staff.invite.role')}
            value={role}
            onChange={(event) => setRole(event.target.value as StaffRole)}
            options={ROLES.map((value) => ({ value, label: t(`account.roles.${value}`) }))}
          />
          <Button type="submit" disabled={invite.isPending}>
            {invite.isPending ? t('staff.invite.busy') : t('staff.invite.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}

function StaffRow({ member, onStatus }: { member: StaffAccount; onStatus: OnStatus }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const { user } = useSignedIn();
  const queryClient = useQueryClient();
  const [role, setRole] = useState<StaffRole>(member.role);
  const [confirming, setConfirming] = useState<'disable' | 'resetTotp' | null>(null);
  const update = useMutation({
    mutationFn: (change: Omit<StaffUpdateRequest, 'version'>) =>
      api.updateStaff(member.id, { version: member.version, ...change }),
    onSuccess: (account, change) => {
      setConfirming(null);
      onStatus({
        kind: 'success',
        text: change.reset_totp
          ? t('staff.resetTotpDone', { email: account.email })
          : change.disabled === true
            ? t('staff.disabledDone', { email: account.email })
            : change.disabled === false
              ? t('staff.enabledDone', { email: account.email })
              : t('staff.roleSaved', { email: account.email, role: t(`account.roles.${account.role}`) }),
      });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'staff'] });
    },
    onError: (error) => {
      setConfirming(null);
      if (isSignedOut(error)) return;
      const text = isAdminError(error, 'version_conflict')
        ? t('staff.conflict', { email: member.email })
        : isAdminError(error, 'unprocessable')
          ? t('staff.lastOwner')
          : isForbidden(error)
            ? t('errors.forbidden')
            : t('staff.failed');
      onStatus({ kind: 'error', text });
      // Someone else's change: the list shows the account as it is now.
      if (isAdminError(error, 'version_conflict'))
        void queryClient.invalidateQueries({ queryKey: ['admin', 'staff'] });
    },
  });
  const disabled = member.disabled_at !== null;
  const you = member.id === user.id;

  return (
    <tr className={disabled ? 'admin-staff__row--disabled' : undefined}>
      <td>
        {member.email} {you ? <Badge tone="info">{t('staff.you')}</Badge> : null}
      </td>
      <td>{member.name}</td>
      <td>
        <div className="admin-staff__role">
          <select
            className="ui-select__control"
            aria-label={t('staff.changeRole', { email: member.email })}
            value={role}
            disabled={disabled}
            onChange={(event) => setRole(event.target.value as StaffRole)}
          >
            {ROLES.map((value) => (
              <option key={value} value={value}>
                {t(`account.roles.${value}`)}
              </option>
            ))}
          </select>
          {role !== member.role ? (
            <Button variant="secondary" disabled={update.isPending} onClick={() => update.mutate({ role })}>
              {t('staff.saveRole')}
            </Button>
          ) : null}
        </div>
      </td>
      <td>
        {disabled ? t('staff.disabled') : t('staff.active')}
        {member.totp_enabled ? (
          <>
            {' '}
            <Badge tone="info">{t('staff.totpOn')}</Badge>
          </>
        ) : null}
      </td>
      <td>
        <div className="admin-staff__actions">
          {disabled ? (
            <Button
              variant="secondary"
              aria-label={t('staff.enableLabel', { email: member.email })}
              disabled={update.isPending}
              onClick={() => update.mutate({ disabled: false })}
            >
              {t('staff.enable')}
            </Button>
          ) : (
            <ConfirmAction
              asking={confirming === 'disable'}
              label={t('staff.disableLabel', { email: member.email })}
              question={t('staff.disableConfirm', { email: member.email })}
              action={t('staff.disable')}
              busy={update.isPending}
              askDisabled={you}
              onAsk={() => setConfirming('disable')}
              onConfirm={() => update.mutate({ disabled: true })}
              onCancel={() => setConfirming(null)}
            />
          )}
          {/* One's own second factor is turned off on "Your account", with the password and a code:
            a session alone (someone else at the owner's desk) must not be enough. */}
          {member.totp_enabled && !you ? (
            <ConfirmAction
              asking={confirming === 'resetTotp'}
              label={t('staff.resetTotpLabel', { email: member.email })}
              question={t('staff.resetTotpConfirm', { email: member.email })}
              action={t('staff.resetTotp')}
              busy={update.isPending}
              onAsk={() => setConfirming('resetTotp')}
              onConfirm={() => update.mutate({ reset_totp: true })}
              onCancel={() => setConfirming(null)}
            />
          ) : null}
        </div>
      </td>
    </tr>
  );
}
