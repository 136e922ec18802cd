/** The header's search bar (behind its flag): submits to `/shop?keyword=`. */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Icon } from './icons.tsx';

/**
 * The contract's keyword length (SearchKeywordRule), written out because the header is in the first
 * view, which does not load the generated rules; header-search.test.tsx holds it to the rule.
 */
const KEYWORD_MAX = 100;

export function HeaderSearch({ placeholder, className = '' }: { placeholder: string; className?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const current = location.pathname === '/shop' ? (new URLSearchParams(location.search).get('keyword') ?? '') : '';
  const [keyword, setKeyword] = useState(current);
  useEffect(() => setKeyword(current), [current]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = keyword.trim();
    navigate(trimmed ? `/shop?keyword=${encodeURIComponent(trimmed)}` : '/shop');
  };

  return (
    <form role="search" className={`header-search ${className}`} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        Search perfumes
      </label>
      <input
        id={id}
        type="search"
        name="keyword"
        value={keyword}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={KEYWORD_MAX}
        onChange={(e) => setKeyword(e.target.value)}
      />
      <button type="submit" className="header-search-submit">
        <Icon name="search" size={20} />
        <span className="visually-hidden">Search</span>
      </button>
    </form>
  );
}
