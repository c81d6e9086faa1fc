import { useTranslation } from 'react-i18next';

interface PreferenceSwitchProps {
  label: string;
  on: boolean;
  onChange: (on: boolean) => void;
}

/**
 * One large on/off button. Its name is its visible label (WCAG 2.5.3) and its state `aria-pressed`;
 * sighted visitors see the state as a drawn switch and a word, so it never rests on colour alone.
 */
export function PreferenceSwitch({ label, on, onChange }: PreferenceSwitchProps) {
  const { t } = useTranslation();
  return (
    <button type="button" className="preference-switch" aria-pressed={on} onClick={() => onChange(!on)}>
      <span className="preference-switch-label">{label}</span>
      <span className="preference-switch-state" aria-hidden="true">
        <span className="preference-switch-track" />
        {on ? t('a11y.on') : t('a11y.off')}
      </span>
    </button>
  );
}
