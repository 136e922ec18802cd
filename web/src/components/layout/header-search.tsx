/**
 * The header's search bar (behind the site configuration's search bar flag; site-header.tsx loads this
 * code only when it is on): suggests as the shopper types (components/search) and searches `/shop?keyword=`.
 */
import { useLocation, useNavigate } from 'react-router';
import { SearchCombobox } from '../search/search-combobox.tsx';
import { Icon } from './icons.tsx';

/**
 * The contract's keyword length (SearchKeywordRule), written out because the header is in the first
 * view, which does not load the generated rules; header-search.test.tsx holds it to the rule.
 */
const KEYWORD_MAX = 100;

export function HeaderSearch({ placeholder, className = '' }: { placeholder: string; className?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const current = location.pathname === '/shop' ? (new URLSearchParams(location.search).get('keyword') ?? '') : '';
  return (
    <SearchCombobox
      // a new keyword in the URL (a search made elsewhere) starts the box anew with it
      key={current}
      label="Search perfumes"
      labelClassName="visually-hidden"
      placeholder={placeholder}
      maxLength={KEYWORD_MAX}
      initialValue={current}
      onSearch={(keyword) => navigate(keyword ? `/shop?keyword=${encodeURIComponent(keyword)}` : '/shop')}
      className={`header-search ${className}`}
      submit={
        <>
          <Icon name="search" size={20} />
          <span className="visually-hidden">Search</span>
        </>
      }
      submitClassName="header-search-submit"
    />
  );
}
