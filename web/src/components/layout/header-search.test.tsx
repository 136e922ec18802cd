// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { SearchKeywordRule } from '@attar/sdk/rules';
import { HeaderSearch } from './header-search.tsx';

afterEach(cleanup);

it('takes a keyword as long as the contract does (the first view keeps its own copy of the number)', () => {
  render(
    <MemoryRouter>
      <HeaderSearch placeholder="Search" />
    </MemoryRouter>,
  );
  expect((screen.getByRole('combobox') as HTMLInputElement).maxLength).toBe(SearchKeywordRule.maxLength);
});
