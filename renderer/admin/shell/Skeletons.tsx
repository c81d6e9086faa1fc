import { Classes } from '@blueprintjs/core';

const SKELETON_COUNT = 3;

/** Three placeholder table rows shown while a list loads (spec section 9). */
export function SkeletonRows({ columns }: { columns: number }) {
  return (
    <>
      {Array.from({ length: SKELETON_COUNT }, (_, row) => (
        <tr key={row} data-testid="skeleton-row">
          {Array.from({ length: columns }, (_, column) => (
            <td key={column}>
              <div className={Classes.SKELETON}>&nbsp;</div>
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

export function SkeletonCards() {
  return (
    <>
      {Array.from({ length: SKELETON_COUNT }, (_, index) => (
        <div key={index} className={`media-card ${Classes.SKELETON}`} data-testid="skeleton-card" />
      ))}
    </>
  );
}
