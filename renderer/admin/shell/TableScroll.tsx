import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';

interface Edges {
  /** Columns hidden to the left (the table was scrolled). */
  before: boolean;
  /** Columns hidden to the right. */
  after: boolean;
}

const NO_EDGES: Edges = { before: false, after: false };

function edgesOf(area: HTMLElement): Edges {
  return {
    before: area.scrollLeft > 1,
    after: area.scrollLeft + area.clientWidth < area.scrollWidth - 1,
  };
}

/**
 * A table wider than its card (a phone) scrolls sideways inside the card, never the page. A cut-off
 * table looks complete, so while columns are hidden a line above says so and a shadow marks the
 * edge where more columns are.
 */
export function TableScroll({ children }: { children: ReactNode }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const area = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<Edges>(NO_EDGES);

  useLayoutEffect(() => {
    const element = area.current;
    if (!element) return;
    const update = () =>
      setEdges((shown) => {
        const now = edgesOf(element);
        return now.before === shown.before && now.after === shown.after ? shown : now;
      });
    update();
    element.addEventListener('scroll', update, { passive: true });
    // The table grows when its rows arrive, the area when the window turns.
    const resizes = new ResizeObserver(update);
    resizes.observe(element);
    if (element.firstElementChild) resizes.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', update);
      resizes.disconnect();
    };
  }, []);

  const hidden = edges.before || edges.after;
  return (
    <div className="table-scroll">
      {hidden ? <p className="table-scroll-hint">{t('common.scrollSideways')}</p> : null}
      <div
        className="table-scroll-frame"
        data-more-before={edges.before || undefined}
        data-more-after={edges.after || undefined}
      >
        {/* Keyboard users scroll it too, once there is something to scroll to. */}
        <div className="table-scroll-area" ref={area} tabIndex={hidden ? 0 : undefined}>
          {children}
        </div>
      </div>
    </div>
  );
}
