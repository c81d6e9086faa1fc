import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toLanguage } from '../../../common/languages';
import { pagePathIn } from '../../paths';
import { useMediaWish } from './media-wish';
import { PreferenceSwitch } from './PreferenceSwitch';
import { TEXT_SIZES, updateAccessibilityPreferences, useAccessibilityPreferences } from './preferences';
import { useLowReachOffered } from './useAppliedPreferences';

/** The panel's large toggles. Each takes effect at once, so the visitor sees what it does. */
export function AccessibilityPanel({ titleId }: { titleId: string }) {
  const { t, i18n } = useTranslation();
  const preferences = useAccessibilityPreferences();
  const screenWantsContrast = useMediaWish('(prefers-contrast: more), (forced-colors: active)');
  const screenWantsStillness = useMediaWish('(prefers-reduced-motion: reduce)');
  const lowReachOffered = useLowReachOffered();
  return (
    <>
      <h2 id={titleId} className="accessibility-panel-title">
        {t('a11y.title')}
      </h2>
      <fieldset className="text-size-choice">
        <legend>{t('a11y.textSize')}</legend>
        <div className="text-size-options">
          {TEXT_SIZES.map((size) => (
            <button
              key={size}
              type="button"
              className="text-size-option"
              aria-pressed={preferences.textSize === size}
              onClick={() => updateAccessibilityPreferences({ textSize: size })}
            >
              <span className="text-size-sample" aria-hidden="true" style={{ fontSize: `${size / 100}em` }}>
                A
              </span>
              {t('a11y.percent', { value: size })}
            </button>
          ))}
        </div>
      </fieldset>
      <div className="preference-switches">
        <PreferenceSwitch
          label={t('a11y.highContrast')}
          on={preferences.highContrast ?? screenWantsContrast}
          onChange={(on) => updateAccessibilityPreferences({ highContrast: on })}
        />
        <PreferenceSwitch
          label={t('a11y.readAloud')}
          on={preferences.readAloud}
          onChange={(on) => updateAccessibilityPreferences({ readAloud: on })}
        />
        <PreferenceSwitch
          label={t('a11y.reduceMotion')}
          on={preferences.reduceMotion ?? screenWantsStillness}
          onChange={(on) => updateAccessibilityPreferences({ reduceMotion: on })}
        />
        {lowReachOffered ? (
          <PreferenceSwitch
            label={t('a11y.lowReach')}
            on={preferences.lowReach}
            onChange={(on) => updateAccessibilityPreferences({ lowReach: on })}
          />
        ) : null}
      </div>
      <p className="accessibility-panel-note">
        {t('a11y.readAloudNote')}{' '}
        <Link to={pagePathIn('/help', toLanguage(i18n.language))}>{t('help.title')}</Link>
      </p>
    </>
  );
}
