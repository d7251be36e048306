import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../../testing/render-admin';
import { useFakeAdminServer } from '../../testing/use-fake-admin-server';

const fake = useFakeAdminServer();
const auditCalls = () => fake.server.requests.filter((r) => r.path === '/api/admin/audit-log/');

describe('the audit log', () => {
  it('lists changes newest first: when, who, action, entity and each changed field before → after', async () => {
    fake.api.state.signedInAs = 1;
    await renderAdmin('/audit-log', { baseUrl: fake.server.url });
    const table = await screen.findByRole('table', { name: 'Changes, newest first' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['When', 'Who', 'Action', 'Entity', 'Before → after']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(25);
    // Entry 30 (the newest): a role change of staff member 130.
    const first = within(rows[0]!).getAllByRole('cell');
    expect(first[0]!.querySelector('time')).toHaveAttribute('datetime', '2026-11-01T09:30:00.000Z');
    expect(first[1]).toHaveTextContent('owner@atelier.test');
    expect(first[2]).toHaveTextContent('staff.role');
    expect(first[3]).toHaveTextContent('staff 130');
    expect(first[4]).toHaveTextContent('roleBefore: staff→, After: merchandiser');
    expect(within(rows[1]!).getAllByRole('cell')[4]).toHaveTextContent('priceBefore: 4229→, After: 4529');
    expect(screen.getByText('30 entries · Page 1 of 2')).toBeInTheDocument();
    expect(auditCalls()[0]!.url).toBe('/api/admin/audit-log/?page=1&page_size=25');
  });

  it('pages on, keeping the page in the address', async () => {
    fake.api.state.signedInAs = 1;
    const { router } = await renderAdmin('/audit-log', { baseUrl: fake.server.url });
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Changes, newest first' });
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('30 entries · Page 2 of 2')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Changes, newest first' });
    await within(table).findByText('101');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 5);
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('filters by staff member and entity, then says when nothing matches and clears', async () => {
    fake.api.state.signedInAs = 1;
    await renderAdmin('/audit-log', { baseUrl: fake.server.url });
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Changes, newest first' });
    await user.selectOptions(screen.getByLabelText('Staff member'), 'owner@atelier.test');
    await user.type(screen.getByLabelText('Entity'), 'staff');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('15 entries · Page 1 of 1')).toBeInTheDocument();
    expect(auditCalls().at(-1)!.url).toBe(
      '/api/admin/audit-log/?page=1&page_size=25&staff_id=1&entity=staff',
    );

    await user.clear(screen.getByLabelText('Entity'));
    await user.type(screen.getByLabelText('Entity'), 'order');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByRole('heading', { name: 'No changes to show' })).toBeInTheDocument();
    expect(screen.getByText('No change matches these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(await screen.findByText('30 entries · Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Entity')).toHaveValue('');
  });

  it('says so when the log is empty', async () => {
    fake.api.state.signedInAs = 1;
    fake.api.state.audit.length = 0;
    await renderAdmin('/audit-log', { baseUrl: fake.server.url });
    expect(await screen.findByRole('heading', { name: 'No changes to show' })).toBeInTheDocument();
    expect(screen.getByText(/Nothing has been changed in the console yet/)).toBeInTheDocument();
  });

  it('shows a failure with "Try again", which reads the log again', async () => {
    fake.api.state.signedInAs = 1;
    let failures = 2; // the first read and its one automatic retry
    const handle = fake.api.handle;
    fake.server.setHandler((request) => {
      if (request.path === '/api/admin/audit-log/' && failures-- > 0)
        return { status: 500, body: { message: 'Internal error', status: 500 } };
      return handle(request);
    });
    await renderAdmin('/audit-log', { baseUrl: fake.server.url });
    expect(await screen.findByRole('alert')).toHaveTextContent('This could not be loaded');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Changes, newest first' })).toBeInTheDocument();
  });
});
