// @vitest-environment happy-dom
import { Suspense } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadable, preloadAll } from './preloadable.ts';

afterEach(cleanup);

describe('preloadable', () => {
  it('suspends until its code has loaded, then renders it', async () => {
    const Late = preloadable('test:late', async () => (props: { name: string }) => <p>Hello {props.name}</p>);
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Late name="Ananya" />
      </Suspense>,
    );
    expect(screen.getByText('Waiting')).toBeTruthy();
    expect(await screen.findByText('Hello Ananya')).toBeTruthy();
  });

  it('renders at once, without suspending, when preloaded by id before the render', async () => {
    const Early = preloadable('test:early', async () => () => <p>Ready</p>);
    await preloadAll(['test:early', 'test:unknown']);
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Early />
      </Suspense>,
    );
    expect(screen.getByText('Ready')).toBeTruthy();
    expect(screen.queryByText('Waiting')).toBeNull();
  });
});
