import { Link } from 'react-router';
import type { NavItem } from './nav-items';

/** One nav entry: a route link, an in-page anchor of the landing page, or a placeholder with no target. */
export function NavEntry({
  item,
  onAnchor,
  onRoute,
  className,
}: {
  item: NavItem;
  onAnchor: (hash: string) => void;
  onRoute?: () => void;
  className: string;
}) {
  if (item.kind === 'route') {
    return (
      <Link to={item.to} className={className} onClick={onRoute}>
        {item.label}
      </Link>
    );
  }
  if (item.kind === 'anchor') {
    return (
      <a
        href={`/#${item.hash}`}
        className={className}
        onClick={(e) => {
          e.preventDefault();
          onAnchor(item.hash);
        }}
      >
        {item.label}
      </a>
    );
  }
  return (
    <span className={`${className} cursor-default opacity-70`} aria-disabled="true" title="Em breve">
      {item.label}
    </span>
  );
}
