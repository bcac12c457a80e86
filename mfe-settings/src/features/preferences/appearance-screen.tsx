import { type ColorMode, chooseColorMode, useSession } from '@exceed/session';
import './appearance.css';

const choices: { value: ColorMode; label: string }[] = [
  { value: 'auto', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

/** Preferences → Appearance: three picture cards; the choice is the user's colour-mode preference. */
export default function AppearanceScreen() {
  const colorMode = useSession((s) => s.colorMode);
  return (
    <section aria-labelledby="appearance-title" className="appearance">
      <h2 id="appearance-title">Appearance</h2>
      <p className="appearance-sub">Manage your display settings</p>
      <div role="radiogroup" aria-labelledby="appearance-title" className="appearance-cards">
        {choices.map((choice) => (
          <label key={choice.value} className="appearance-card" data-selected={colorMode === choice.value}>
            <input
              type="radio"
              name="color-mode"
              value={choice.value}
              checked={colorMode === choice.value}
              // Errors are shown by the API client (SPEC §8); the choice stays applied on this device.
              onChange={() => void chooseColorMode(choice.value).catch(() => undefined)}
            />
            <span className="appearance-picture" data-mode={choice.value} aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            <span className="appearance-title">{choice.label}</span>
          </label>
        ))}
      </div>
    </section>
  );
}
