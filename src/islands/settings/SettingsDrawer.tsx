import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsBrightness from '@mui/icons-material/SettingsBrightness';
import FormatTextdirectionLToR from '@mui/icons-material/FormatTextdirectionLToR';
import FormatTextdirectionRToL from '@mui/icons-material/FormatTextdirectionRToL';
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import Check from '@mui/icons-material/Check';
import {
  codeStylings,
  codeVariants,
  type CodeStyling,
  type CodeVariant,
  type Direction,
  type PaletteMode,
} from '../../lib/preferences';
import {
  DEFAULT_SHADE,
  findPaletteChoice,
  paletteColor,
  paletteHues,
  paletteShades,
  type PaletteHue,
  type PaletteShade,
} from '../../lib/theme/palette-choices';
import { languages } from '../../data/languages';
import DocsThemeProvider from '../theme/DocsThemeProvider';
import { useDocsTheme } from '../theme/context';
import type { SettingsStrings } from './strings';
import { withSection } from '../scroll-anchor';

interface Props {
  open: boolean;
  onClose: () => void;
  strings: SettingsStrings;
  lang: string;
  alternates: Record<string, string>;
  anchorMap: Record<string, string>;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ px: 2.5, py: 2 }}>
      <Typography
        id={id}
        component="h3"
        variant="overline"
        sx={{ display: 'block', mb: 1, fontWeight: 700, color: 'text.secondary' }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

interface ChoicesProps<T extends string> {
  labelledBy: string;
  value: T;
  options: Array<{ value: T; label: string; icon?: ReactNode; lang?: string }>;
  onChange: (value: T) => void;
  size?: 'small' | 'medium';
}

/** One exclusive choice of the settings, as a row of toggle buttons. */
function Choices<T extends string>({ labelledBy, value, options, onChange, size = 'medium' }: ChoicesProps<T>) {
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      size={size}
      value={value}
      aria-labelledby={labelledBy}
      onChange={(_, next: T | null) => next !== null && next !== value && onChange(next)}
    >
      {options.map((option) => (
        <ToggleButton
          key={option.value}
          value={option.value}
          lang={option.lang}
          sx={{ gap: 1, textTransform: 'none', flex: 1 }}
        >
          {option.icon}
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

function ColorPicker({ target, strings }: { target: 'primary' | 'secondary'; strings: SettingsStrings }) {
  const { preferences, dispatch } = useDocsTheme();
  const choice = findPaletteChoice(preferences.paletteColors[target]?.main);
  const shade = choice?.shade ?? DEFAULT_SHADE;
  const label = strings[target === 'primary' ? 'settings.primary' : 'settings.secondary'];
  const pick = (hue: PaletteHue, nextShade: PaletteShade) =>
    dispatch({ type: 'CHANGE', payload: { paletteColors: { [target]: { main: paletteColor(hue, nextShade) } } } });

  return (
    <Box sx={{ mb: 2 }}>
      <Typography id={`settings-${target}`} variant="body2" sx={{ mb: 1, fontWeight: 500 }}>
        {label}
      </Typography>
      <Box
        role="group"
        aria-labelledby={`settings-${target}`}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(6, 1fr)', gap: 1, mb: 1 }}
      >
        {(Object.keys(paletteHues) as PaletteHue[]).map((hue) => {
          const selected = choice?.hue === hue;
          const name = strings[`color.${hue}`];
          return (
            <Tooltip key={hue} title={name}>
              <Box
                component="button"
                type="button"
                aria-label={`${label}: ${name}`}
                aria-pressed={selected}
                onClick={() => pick(hue, shade)}
                sx={{
                  height: 32,
                  border: 0,
                  borderRadius: 1,
                  cursor: 'pointer',
                  bgcolor: paletteColor(hue, shade),
                  color: '#fff',
                  display: 'grid',
                  placeItems: 'center',
                  outlineOffset: 2,
                  '&:focus-visible': { outline: '2px solid', outlineColor: 'text.primary' },
                }}
              >
                {selected && <Check fontSize="small" />}
              </Box>
            </Tooltip>
          );
        })}
      </Box>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={choice ? shade : null}
        disabled={!choice}
        aria-label={`${label}: ${strings['settings.shade']}`}
        onChange={(_, next: PaletteShade | null) => next && choice && pick(choice.hue, next)}
      >
        {paletteShades.map((value) => (
          <ToggleButton key={value} value={value} sx={{ px: 1.5 }}>
            {value}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}

function SettingsContent({ onClose, strings, lang, alternates, anchorMap }: Omit<Props, 'open'>) {
  const { preferences, dispatch } = useDocsTheme();
  const modes: Array<[PaletteMode, string, ReactNode]> = [
    ['light', strings['settings.light'], <LightModeOutlined fontSize="small" />],
    ['system', strings['settings.system'], <SettingsBrightness fontSize="small" />],
    ['dark', strings['settings.dark'], <DarkModeOutlined fontSize="small" />],
  ];
  const directionChoices: Array<[Direction, string, ReactNode]> = [
    ['ltr', strings['settings.ltr'], <FormatTextdirectionLToR fontSize="small" />],
    ['rtl', strings['settings.rtl'], <FormatTextdirectionRToL fontSize="small" />],
  ];

  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2.5, py: 1.5 }}>
        <Typography id="settings-title" component="h2" variant="h6" sx={{ fontWeight: 600 }}>
          {strings['settings.title']}
        </Typography>
        <IconButton onClick={onClose} aria-label={strings['settings.close']} edge="end">
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Section id="settings-language" title={strings['settings.language']}>
        <Choices
          labelledBy="settings-language"
          value={lang}
          options={languages.map(({ code, label, htmlLang }) => ({ value: code, label, lang: htmlLang }))}
          onChange={(next) => {
            const href = alternates[next];
            if (href) window.location.assign(withSection(href, anchorMap));
          }}
        />
      </Section>
      <Divider />
      <Section id="settings-mode" title={strings['settings.mode']}>
        <Choices
          labelledBy="settings-mode"
          value={preferences.paletteMode}
          options={modes.map(([value, label, icon]) => ({ value, label, icon }))}
          onChange={(paletteMode) => dispatch({ type: 'CHANGE', payload: { paletteMode } })}
        />
      </Section>
      <Divider />
      <Section id="settings-direction" title={strings['settings.direction']}>
        <Choices
          labelledBy="settings-direction"
          value={preferences.direction}
          options={directionChoices.map(([value, label, icon]) => ({ value, label, icon }))}
          onChange={(direction) => dispatch({ type: 'CHANGE', payload: { direction } })}
        />
      </Section>
      <Divider />
      <Section id="settings-colors" title={strings['settings.colors']}>
        <ColorPicker target="primary" strings={strings} />
        <ColorPicker target="secondary" strings={strings} />
        <Button
          variant="outlined"
          size="small"
          disabled={Object.keys(preferences.paletteColors).length === 0}
          onClick={() => dispatch({ type: 'RESET_COLORS' })}
        >
          {strings['settings.resetColors']}
        </Button>
      </Section>
      <Divider />
      <Section id="settings-code" title={strings['settings.code']}>
        <Typography id="settings-code-variant" variant="body2" sx={{ mb: 1, fontWeight: 500 }}>
          {strings['settings.codeVariant']}
        </Typography>
        <Box sx={{ mb: 2 }}>
          <Choices
            labelledBy="settings-code-variant"
            size="small"
            value={preferences.codeVariant}
            options={codeVariants.map((value) => ({ value, label: value === 'TS' ? 'TypeScript' : 'JavaScript' }))}
            onChange={(payload: CodeVariant) => dispatch({ type: 'SET_CODE_VARIANT', payload })}
          />
        </Box>
        <Typography id="settings-code-styling" variant="body2" sx={{ mb: 1, fontWeight: 500 }}>
          {strings['settings.codeStyling']}
        </Typography>
        <Choices
          labelledBy="settings-code-styling"
          size="small"
          value={preferences.codeStyling}
          options={codeStylings.map((value) => ({ value, label: value }))}
          onChange={(payload: CodeStyling) => dispatch({ type: 'SET_CODE_STYLING', payload })}
        />
      </Section>
      <Divider />
      <Section id="settings-density" title={strings['settings.density']}>
        <FormControlLabel
          control={
            <Switch
              checked={preferences.dense}
              onChange={(event) => dispatch({ type: 'SET_DENSE', payload: event.target.checked })}
            />
          }
          label={strings['settings.dense']}
        />
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mt: 1 }}>
          <Typography id="settings-spacing" variant="body2" sx={{ flex: 1, fontWeight: 500 }}>
            {strings['settings.spacing']}
          </Typography>
          <IconButton
            aria-label={strings['settings.decreaseSpacing']}
            onClick={() => dispatch({ type: 'DECREASE_SPACING' })}
          >
            <Remove />
          </IconButton>
          <Typography
            component="output"
            aria-labelledby="settings-spacing"
            sx={{ minWidth: 40, textAlign: 'center', fontVariantNumeric: 'tabular-nums' }}
          >
            {preferences.spacing}px
          </Typography>
          <IconButton
            aria-label={strings['settings.increaseSpacing']}
            onClick={() => dispatch({ type: 'INCREASE_SPACING' })}
          >
            <Add />
          </IconButton>
        </Stack>
        <Button variant="outlined" size="small" sx={{ mt: 1 }} onClick={() => dispatch({ type: 'RESET_DENSITY' })}>
          {strings['settings.resetDensity']}
        </Button>
      </Section>
    </>
  );
}

/** The settings drawer: mode, direction, colours, code examples and density. */
export default function SettingsDrawer({ open, onClose, strings, lang, alternates, anchorMap }: Props) {
  return (
    <DocsThemeProvider lang={lang}>
      <Drawer
        anchor="right"
        open={open}
        onClose={onClose}
        slotProps={{
          paper: {
            sx: { width: { xs: 310, sm: 360 } },
            role: 'dialog',
            'aria-modal': true,
            'aria-labelledby': 'settings-title',
          } as object,
        }}
      >
        <SettingsContent
          onClose={onClose}
          strings={strings}
          lang={lang}
          alternates={alternates}
          anchorMap={anchorMap}
        />
      </Drawer>
    </DocsThemeProvider>
  );
}
