import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyWithQueries } from './lazy-queries';
import { seedQueries, takePageData } from './page-data';

// reach.md §1: a page the server wrote hands its API answers to the query cache, once.

describe('takePageData', () => {
  it('reads the server’s answers, removes the script, and seeds the query cache with them', () => {
    document.body.innerHTML =
      '<div id="root"><h1>Leão</h1></div><script type="application/json" id="constelar-data">' +
      '[{"key":["horoscope","leo","2024-04-08"],"data":{"paragraphs":["Um \\u003cb\\u003e."]}}]</script>';
    const queries = takePageData();
    expect(queries).toEqual([{ key: ['horoscope', 'leo', '2024-04-08'], data: { paragraphs: ['Um <b>.'] } }]);
    expect(document.getElementById('constelar-data')).toBeNull();
    expect(takePageData()).toBeNull();
    const client = new QueryClient();
    seedQueries(client, queries ?? []);
    expect(client.getQueryData(['horoscope', 'leo', '2024-04-08'])).toEqual({ paragraphs: ['Um <b>.'] });
  });

  it('tells a page written with no answer, or a broken one, from no page written at all', () => {
    document.body.innerHTML = '<script type="application/json" id="constelar-data">[]</script>';
    expect(takePageData()).toEqual([]);
    document.body.innerHTML = '<script type="application/json" id="constelar-data">{quebrado</script>';
    expect(takePageData()).toEqual([]);
    document.body.innerHTML = '';
    expect(takePageData()).toBeNull();
  });
});

describe('lazyWithQueries', () => {
  it('renders a preloaded page at once, without its fallback', async () => {
    const Page = lazyWithQueries(async () => ({ default: () => <p>a página</p> }));
    await Page.preload();
    render(
      <Suspense fallback={<p>Carregando...</p>}>
        <Page />
      </Suspense>,
    );
    // Synchronously there: no fallback frame between the server's markup and the page.
    expect(screen.getByText('a página')).toBeTruthy();
    expect(screen.queryByText('Carregando...')).toBeNull();
  });

  it('suspends a page not loaded yet, then shows it', async () => {
    const Page = lazyWithQueries(async () => ({ default: () => <p>depois</p> }));
    render(
      <Suspense fallback={<p>Carregando...</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Carregando...')).toBeTruthy();
    expect(await screen.findByText('depois')).toBeTruthy();
  });
});
