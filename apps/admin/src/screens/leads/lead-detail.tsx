import type { AdminLead, AdminLeadStatus } from '@atelier/api/schema';
import { Alert } from '@atelier/ui/alert';
import { Button } from '@atelier/ui/button';
import { PageHeading } from '@atelier/ui/page-heading';
import { Select } from '@atelier/ui/select';
import { TextAreaField } from '@atelier/ui/text-area-field';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { isAdminError } from '../../app/admin-api';
import { useServices } from '../../app/services';
import { LoadFailed, Loading } from '../../layout/states';
import { LEAD_STATUSES, leadKey, leadsApi } from './leads-api';

/** One lead: the enquiry, its place in the pipeline (on the version read) and its notes. */
export function LeadDetail() {
  const { t } = useTranslation();
  const { api } = useServices();
  const id = useParams().id ?? '';
  const lead = useQuery({ queryKey: leadKey(id), queryFn: () => leadsApi(api).lead(id) });
  if (lead.isPending) return <Loading />;
  if (lead.isError) return <LoadFailed error={lead.error} onRetry={() => void lead.refetch()} />;
  return (
    <div className="admin-screen">
      <p>
        <Link to="..">{t('leads.back')}</Link>
      </p>
      <LeadView lead={lead.data} />
    </div>
  );
}

function LeadView({ lead }: { lead: AdminLead }) {
  const { t, i18n } = useTranslation();
  const { api } = useServices();
  const calls = leadsApi(api);
  const queryClient = useQueryClient();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const [status, setStatus] = useState<AdminLeadStatus>(lead.status);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const store = (next: AdminLead) => {
    queryClient.setQueryData(leadKey(lead.id), next);
    void queryClient.invalidateQueries({ queryKey: ['admin', 'leads', 'list'] });
  };
  const changeStatus = useMutation({
    mutationFn: () => calls.setStatus(lead.id, lead.version, status),
    onSuccess: (next) => {
      store(next);
      setSaved(t('leads.statusSaved', { status: t(`leads.statuses.${next.status}`) }));
    },
    onError: (error) => {
      // Someone else moved it: show theirs, so the next save is made on what is there now.
      if (isAdminError(error, 'version_conflict') && error.current) {
        const current = error.current as AdminLead;
        store(current);
        setStatus(current.status);
      }
    },
  });
  const addNote = useMutation({
    mutationFn: () => calls.addNote(lead.id, note.trim()),
    onSuccess: (next) => {
      store(next);
      setNote('');
      setSaved(t('leads.noteSaved'));
    },
  });

  const saveStatus = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    changeStatus.mutate();
  };
  const saveNote = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    if (!note.trim()) return setNoteError(t('leads.noteRequired'));
    setNoteError(null);
    addNote.mutate();
  };
  const conflict = isAdminError(changeStatus.error, 'version_conflict');

  return (
    <>
      <PageHeading title={lead.company} lead={t(`leads.statuses.${lead.status}`)} />
      <dl className="admin-leads__facts">
        <dt>{t('leads.contact')}</dt>
        <dd className="admin-leads__break">
          {lead.name} · {lead.email}
          {lead.phone ? ` · ${lead.phone}` : ''}
        </dd>
        <dt>{t('leads.country')}</dt>
        <dd>{lead.country.toUpperCase()}</dd>
        <dt>{t('leads.industry')}</dt>
        <dd>{lead.industry ?? '—'}</dd>
        <dt>{t('leads.space')}</dt>
        <dd>{lead.space_size_sqm === null ? '—' : t('leads.sqm', { area: lead.space_size_sqm })}</dd>
        <dt>{t('leads.received')}</dt>
        <dd>{when.format(new Date(lead.created_at))}</dd>
        {lead.status_changed_by && lead.status_changed_at ? (
          <>
            <dt>{t('leads.changed')}</dt>
            <dd>
              {t('leads.changedBy', {
                who: lead.status_changed_by.email,
                when: when.format(new Date(lead.status_changed_at)),
              })}
            </dd>
          </>
        ) : null}
      </dl>
      <h2>{t('leads.enquiry')}</h2>
      <blockquote className="admin-leads__message">{lead.message}</blockquote>

      {saved ? <Alert kind="success" title={saved} live="status" /> : null}
      <form className="admin-filters" onSubmit={saveStatus} aria-label={t('leads.move')}>
        <Select
          label={t('leads.status')}
          value={status}
          onChange={(e) => setStatus(e.target.value as AdminLeadStatus)}
          options={LEAD_STATUSES.map((s) => ({ value: s, label: t(`leads.statuses.${s}`) }))}
        />
        <div className="admin-filters__actions">
          <Button type="submit" disabled={changeStatus.isPending || status === lead.status}>
            {t('leads.saveStatus')}
          </Button>
        </div>
      </form>
      {changeStatus.isError ? (
        <Alert
          kind={conflict ? 'warning' : 'error'}
          title={conflict ? t('leads.conflict') : t('errors.failedText')}
        />
      ) : null}

      <h2>{t('leads.notes')}</h2>
      {lead.notes.length === 0 ? (
        <p>{t('leads.noNotes')}</p>
      ) : (
        <ol className="admin-leads__notes">
          {lead.notes.map((n) => (
            <li key={n.id}>
              <p>{n.text}</p>
              <p className="admin-leads__byline">
                {t('leads.noteBy', { who: n.author.email, when: when.format(new Date(n.created_at)) })}
              </p>
            </li>
          ))}
        </ol>
      )}
      <form className="admin-leads__note-form" onSubmit={saveNote} noValidate>
        <TextAreaField
          label={t('leads.newNote')}
          maxLength={2000}
          value={note}
          error={noteError ?? undefined}
          onChange={(e) => setNote(e.target.value)}
        />
        {addNote.isError ? <Alert kind="error" title={t('errors.failedText')} /> : null}
        <div className="admin-filters__actions">
          <Button type="submit" disabled={addNote.isPending}>
            {t('leads.addNote')}
          </Button>
        </div>
      </form>
    </>
  );
}
