import { isRouteErrorResponse, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { hydrationDataFrom, readServerState, resolveMatchedRoutes } from './hydration';

describe('hydration helpers', () => {
  it('loads the lazy routes named by their index paths, and only those', async () => {
    const loaded: string[] = [];
    const lazy = (name: string) => async () => {
      loaded.push(name);
      return { handle: { name } };
    };
    const routes: RouteObject[] = [
      { path: 'a', lazy: lazy('a') },
      {
        path: 'b',
        children: [
          { path: 'c', lazy: lazy('c') },
          { path: 'd', lazy: lazy('d') },
        ],
      },
    ];
    await resolveMatchedRoutes(routes, ['1', '1-1']);
    expect(loaded).toEqual(['d']);
    expect(routes[1]!.children![1]).toMatchObject({ handle: { name: 'd' }, lazy: undefined });
    expect(routes[0]!.lazy).toBeTypeOf('function');
  });

  it('revives route errors as error responses and keeps the loader data', () => {
    const data = hydrationDataFrom({
      loaderData: { '0': { ok: true } },
      errors: { '0-1': { status: 404, statusText: 'Not Found', data: 'gone' } },
    });
    expect(data.loaderData).toEqual({ '0': { ok: true } });
    const error = data.errors?.['0-1'];
    expect(isRouteErrorResponse(error)).toBe(true);
    expect(error).toMatchObject({ status: 404, data: 'gone' });
  });

  it('reads the state block, and nothing from a page without one or with broken JSON', () => {
    document.body.innerHTML = '<script type="application/json" id="ssr-state">{"matches":["0"]}</script>';
    expect(readServerState<{ matches: string[] }>(document)).toEqual({ matches: ['0'] });
    document.body.innerHTML = '<script type="application/json" id="ssr-state">{broken</script>';
    expect(readServerState(document)).toBeNull();
    document.body.innerHTML = '';
    expect(readServerState(document)).toBeNull();
  });
});
