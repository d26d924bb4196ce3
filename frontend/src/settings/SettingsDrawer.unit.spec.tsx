import { useTheme } from '@mui/material/styles';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, localStorageStore, testDataProvider, type Store } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SETTINGS_DRAWER_WIDTH } from '../config';
import { createI18nProvider } from '../providers/i18nProvider';
import { preferencesStore } from '../providers/store';
import { presetOf } from '../themes/presets';
import { useStoredThemes } from '../themes/useStoredThemes';
import { SettingsDrawer } from './SettingsDrawer';

function ThemeProbe() {
  const theme = useTheme();
  return (
    <output data-testid="probe">
      {JSON.stringify({
        mode: theme.palette.mode,
        primary: theme.palette.primary.main,
        radius: theme.shape.borderRadius,
        font: theme.typography.fontFamily,
      })}
    </output>
  );
}

/** The app's own composition: themes rebuilt from the store, as in App.tsx. */
function Harness({ store }: { store: Store }) {
  const { lightTheme, darkTheme } = useStoredThemes(store);
  return (
    <MemoryRouter>
      <AdminContext
        store={store}
        dataProvider={testDataProvider()}
        i18nProvider={createI18nProvider('en')}
        theme={lightTheme}
        darkTheme={darkTheme}
        defaultTheme="light"
      >
        <SettingsDrawer open onClose={() => undefined} />
        <ThemeProbe />
      </AdminContext>
    </MemoryRouter>
  );
}

const probe = () =>
  JSON.parse(screen.getByTestId('probe').textContent) as {
    mode: string;
    primary: string;
    radius: number;
    font: string;
  };
const newStore = () => preferencesStore(localStorageStore('1', 'Dth'));

describe('settings drawer (spec 2.5)', () => {
  it('is 280 wide and starts from the defaults: light, default preset, Roboto, radius 12, filled inputs', () => {
    render(<Harness store={newStore()} />);
    const paper = document.querySelector('.MuiDrawer-paper') as HTMLElement;
    expect(getComputedStyle(paper).width).toBe(`${SETTINGS_DRAWER_WIDTH}px`);
    expect(probe()).toMatchObject({ mode: 'light', primary: presetOf('default').light.primary, radius: 12 });
    expect(probe().font).toMatch(/^"Roboto"/);
    expect(screen.getByTestId('mode-light')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByTestId('outlined-filled')).toBeChecked();
  });

  it('applies every setting at once', () => {
    render(<Harness store={newStore()} />);
    fireEvent.click(screen.getByTestId('mode-dark'));
    expect(probe().mode).toBe('dark');

    fireEvent.click(screen.getByTestId('preset-theme3'));
    expect(probe().primary).toBe(presetOf('theme3').dark.primary);

    fireEvent.click(within(screen.getByTestId('font-Poppins')).getByRole('radio'));
    expect(probe().font).toMatch(/^"Poppins"/);

    const slider = screen.getByTestId('radius-slider');
    expect(slider).toHaveAttribute('min', '4');
    expect(slider).toHaveAttribute('max', '24');
    expect(slider).toHaveAttribute('step', '2');
    fireEvent.change(slider, { target: { value: 20 } });
    expect(probe().radius).toBe(20);

    fireEvent.click(screen.getByTestId('outlined-filled'));
    expect(screen.getByTestId('outlined-filled')).not.toBeChecked();
  });

  it('offers seven presets, default and theme1 to theme6, each distinct in both modes', () => {
    render(<Harness store={newStore()} />);
    const ids = ['default', 'theme1', 'theme2', 'theme3', 'theme4', 'theme5', 'theme6'];
    for (const id of ids) expect(screen.getByTestId(`preset-${id}`)).toBeInTheDocument();
    for (const mode of ['light', 'dark'] as const)
      expect(new Set(ids.map((id) => presetOf(id)[mode].primary)).size).toBe(7);
  });

  it('survives a reload (a new app on the same local storage) and a sign-out', () => {
    const first = render(<Harness store={newStore()} />);
    fireEvent.click(screen.getByTestId('mode-dark'));
    fireEvent.click(screen.getByTestId('preset-theme5'));
    fireEvent.click(within(screen.getByTestId('font-Inter')).getByRole('radio'));
    fireEvent.change(screen.getByTestId('radius-slider'), { target: { value: 6 } });
    first.unmount();

    const store = newStore();
    act(() => store.reset()); // what react-admin does on logout
    render(<Harness store={store} />);
    expect(probe()).toMatchObject({ mode: 'dark', primary: presetOf('theme5').dark.primary, radius: 6 });
    expect(probe().font).toMatch(/^"Inter"/);
  });

  it('resets to the defaults', () => {
    render(<Harness store={newStore()} />);
    fireEvent.click(screen.getByTestId('mode-dark'));
    fireEvent.click(screen.getByTestId('preset-theme2'));
    fireEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    expect(probe()).toMatchObject({ mode: 'light', primary: presetOf('default').light.primary, radius: 12 });
  });
});
