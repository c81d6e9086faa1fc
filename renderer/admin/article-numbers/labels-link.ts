import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { labelsSearch, type LabelSelection } from '../../api/admin-labels';

export const labelsHref = (selection: LabelSelection) => `/admin/labels?${labelsSearch(selection)}`;

/** A click handler for a labels link: it keeps its href so the sheet can open in a new tab; a plain click stays in the app. */
export function useFollowLabels(): (selection: LabelSelection) => (event: MouseEvent) => void {
  const navigate = useNavigate();
  return (selection) => (event) => {
    event.preventDefault();
    void navigate(labelsHref(selection));
  };
}
