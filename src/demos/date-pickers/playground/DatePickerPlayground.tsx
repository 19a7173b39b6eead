import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import type { DateView, TimeView } from '@mui/x-date-pickers/models';

type Kind = 'Date' | 'Time' | 'DateTime';
type Variant = 'responsive' | 'desktop' | 'mobile' | 'static';
type Orientation = 'portrait' | 'landscape';

interface Config {
  kind: Kind;
  variant: Variant;
  orientation: Orientation;
  staticWrapper: 'desktop' | 'mobile';
  dateViews: DateView[];
  timeViews: TimeView[];
  disabled: boolean;
  readOnly: boolean;
  disablePast: boolean;
  clearable: boolean;
  displayWeekNumber: boolean;
  showDaysOutsideCurrentMonth: boolean;
  ampm: boolean;
}

const initialConfig: Config = {
  kind: 'Date',
  variant: 'static',
  orientation: 'portrait',
  staticWrapper: 'desktop',
  dateViews: ['year', 'day'],
  timeViews: ['hours', 'minutes'],
  disabled: false,
  readOnly: false,
  disablePast: false,
  clearable: false,
  displayWeekNumber: false,
  showDaysOutsideCurrentMonth: false,
  ampm: true,
};

const allDateViews: DateView[] = ['year', 'month', 'day'];
const allTimeViews: TimeView[] = ['hours', 'minutes', 'seconds'];
const variantPrefix: Record<Variant, string> = {
  responsive: '',
  desktop: 'Desktop',
  mobile: 'Mobile',
  static: 'Static',
};

function hasDate(kind: Kind) {
  return kind !== 'Time';
}
function hasTime(kind: Kind) {
  return kind !== 'Date';
}

function componentName(config: Config) {
  return `${variantPrefix[config.variant]}${config.kind}Picker`;
}

// Writes the JSX of the current configuration, with the props that differ from the defaults.
function generateCode(config: Config) {
  const name = componentName(config);
  const isStatic = config.variant === 'static';
  const views = [...(hasDate(config.kind) ? config.dateViews : []), ...(hasTime(config.kind) ? config.timeViews : [])];
  const props: string[] = [];
  if (!isStatic) {
    props.push('label="Appointment"');
  }
  props.push('value={value}', 'onChange={setValue}');
  props.push(`views={[${views.map((view) => `'${view}'`).join(', ')}]}`);
  if (config.orientation === 'landscape') props.push('orientation="landscape"');
  if (isStatic && config.staticWrapper === 'desktop') props.push('displayStaticWrapperAs="desktop"');
  if (config.disabled) props.push('disabled');
  if (config.readOnly) props.push('readOnly');
  if (config.disablePast) props.push('disablePast');
  if (hasDate(config.kind) && config.displayWeekNumber) props.push('displayWeekNumber');
  if (hasDate(config.kind) && config.showDaysOutsideCurrentMonth) props.push('showDaysOutsideCurrentMonth');
  if (hasTime(config.kind) && !config.ampm) props.push('ampm={false}');
  if (!isStatic && config.clearable) props.push('slotProps={{ field: { clearable: true } }}');

  return [
    `import { ${name} } from '@mui/x-date-pickers/${name}';`,
    '',
    `<${name}`,
    ...props.map((prop) => `  ${prop}`),
    '/>',
  ].join('\n');
}

interface PreviewProps {
  config: Config;
  value: Dayjs | null;
  onChange: (value: Dayjs | null) => void;
}

function Preview({ config, value, onChange }: PreviewProps) {
  const common = {
    value,
    onChange,
    orientation: config.orientation,
    disabled: config.disabled,
    readOnly: config.readOnly,
    disablePast: config.disablePast,
  };
  const dateProps = {
    displayWeekNumber: config.displayWeekNumber,
    showDaysOutsideCurrentMonth: config.showDaysOutsideCurrentMonth,
  };
  const field = { label: 'Appointment', slotProps: { field: { clearable: config.clearable } } };
  const wrapper = { displayStaticWrapperAs: config.staticWrapper };

  if (config.kind === 'Date') {
    const props = { ...common, ...dateProps, views: config.dateViews };
    switch (config.variant) {
      case 'desktop':
        return <DesktopDatePicker {...props} {...field} />;
      case 'mobile':
        return <MobileDatePicker {...props} {...field} />;
      case 'static':
        return <StaticDatePicker {...props} {...wrapper} />;
      default:
        return <DatePicker {...props} {...field} />;
    }
  }
  if (config.kind === 'Time') {
    const props = { ...common, ampm: config.ampm, views: config.timeViews };
    switch (config.variant) {
      case 'desktop':
        return <DesktopTimePicker {...props} {...field} />;
      case 'mobile':
        return <MobileTimePicker {...props} {...field} />;
      case 'static':
        return <StaticTimePicker {...props} {...wrapper} />;
      default:
        return <TimePicker {...props} {...field} />;
    }
  }
  const props = {
    ...common,
    ...dateProps,
    ampm: config.ampm,
    views: [...config.dateViews, ...config.timeViews],
  };
  switch (config.variant) {
    case 'desktop':
      return <DesktopDateTimePicker {...props} {...field} />;
    case 'mobile':
      return <MobileDateTimePicker {...props} {...field} />;
    case 'static':
      return <StaticDateTimePicker {...props} {...wrapper} />;
    default:
      return <DateTimePicker {...props} {...field} />;
  }
}

interface ViewCheckboxesProps<TView extends string> {
  legend: string;
  all: TView[];
  selected: TView[];
  onChange: (views: TView[]) => void;
}

function ViewCheckboxes<TView extends string>({ legend, all, selected, onChange }: ViewCheckboxesProps<TView>) {
  const toggle = (view: TView) => {
    const next = selected.includes(view) ? selected.filter((item) => item !== view) : [...selected, view];
    // Keep at least one view, in the canonical order.
    if (next.length > 0) {
      onChange(all.filter((item) => next.includes(item)));
    }
  };
  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend">{legend}</FormLabel>
      <FormGroup row>
        {all.map((view) => (
          <FormControlLabel
            key={view}
            label={view}
            control={<Checkbox size="small" checked={selected.includes(view)} onChange={() => toggle(view)} />}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}

export default function DatePickerPlayground() {
  const [config, setConfig] = React.useState<Config>(initialConfig);
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-06-12T09:30'));

  const update = <K extends keyof Config>(key: K, next: Config[K]) =>
    setConfig((previous) => ({ ...previous, [key]: next }));

  const switches: {
    key:
      | 'disabled'
      | 'readOnly'
      | 'disablePast'
      | 'clearable'
      | 'displayWeekNumber'
      | 'showDaysOutsideCurrentMonth'
      | 'ampm';
    show: boolean;
  }[] = [
    { key: 'disabled', show: true },
    { key: 'readOnly', show: true },
    { key: 'disablePast', show: true },
    { key: 'clearable', show: config.variant !== 'static' },
    { key: 'displayWeekNumber', show: hasDate(config.kind) },
    { key: 'showDaysOutsideCurrentMonth', show: hasDate(config.kind) },
    { key: 'ampm', show: hasTime(config.kind) },
  ];

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={3}
        sx={{ width: '100%', alignItems: { md: 'flex-start' } }}
      >
        <Paper variant="outlined" sx={{ p: 2, width: { xs: '100%', md: 300 }, flexShrink: 0 }}>
          <Stack spacing={2}>
            <FormControl size="small">
              <InputLabel id="playground-kind-label">Component</InputLabel>
              <Select
                labelId="playground-kind-label"
                label="Component"
                value={config.kind}
                onChange={(event) => update('kind', event.target.value as Kind)}
              >
                <MenuItem value="Date">Date Picker</MenuItem>
                <MenuItem value="Time">Time Picker</MenuItem>
                <MenuItem value="DateTime">Date Time Picker</MenuItem>
              </Select>
            </FormControl>
            <FormControl size="small">
              <InputLabel id="playground-variant-label">Variant</InputLabel>
              <Select
                labelId="playground-variant-label"
                label="Variant"
                value={config.variant}
                onChange={(event) => update('variant', event.target.value as Variant)}
              >
                <MenuItem value="responsive">Responsive</MenuItem>
                <MenuItem value="desktop">Desktop</MenuItem>
                <MenuItem value="mobile">Mobile</MenuItem>
                <MenuItem value="static">Static</MenuItem>
              </Select>
            </FormControl>
            {config.variant === 'static' && (
              <FormControl size="small">
                <InputLabel id="playground-wrapper-label">Static layout</InputLabel>
                <Select
                  labelId="playground-wrapper-label"
                  label="Static layout"
                  value={config.staticWrapper}
                  onChange={(event) => update('staticWrapper', event.target.value as 'desktop' | 'mobile')}
                >
                  <MenuItem value="desktop">Desktop (no toolbar)</MenuItem>
                  <MenuItem value="mobile">Mobile (with toolbar)</MenuItem>
                </Select>
              </FormControl>
            )}
            <FormControl size="small">
              <InputLabel id="playground-orientation-label">Orientation</InputLabel>
              <Select
                labelId="playground-orientation-label"
                label="Orientation"
                value={config.orientation}
                onChange={(event) => update('orientation', event.target.value as Orientation)}
              >
                <MenuItem value="portrait">Portrait</MenuItem>
                <MenuItem value="landscape">Landscape</MenuItem>
              </Select>
            </FormControl>
            {hasDate(config.kind) && (
              <ViewCheckboxes
                legend="Date views"
                all={allDateViews}
                selected={config.dateViews}
                onChange={(views) => update('dateViews', views)}
              />
            )}
            {hasTime(config.kind) && (
              <ViewCheckboxes
                legend="Time views"
                all={allTimeViews}
                selected={config.timeViews}
                onChange={(views) => update('timeViews', views)}
              />
            )}
            <FormControl component="fieldset" variant="standard">
              <FormLabel component="legend">Props</FormLabel>
              <FormGroup>
                {switches
                  .filter((item) => item.show)
                  .map(({ key }) => (
                    <FormControlLabel
                      key={key}
                      label={key}
                      control={
                        <Switch
                          size="small"
                          checked={config[key]}
                          onChange={(event) => update(key, event.target.checked)}
                        />
                      }
                    />
                  ))}
              </FormGroup>
            </FormControl>
          </Stack>
        </Paper>
        <Stack spacing={2} sx={{ flex: 1, minWidth: 0, alignItems: 'center' }}>
          <Box sx={{ maxWidth: '100%', overflowX: 'auto', py: 1 }}>
            <Preview config={config} value={value} onChange={setValue} />
          </Box>
          <Box
            component="pre"
            tabIndex={0}
            aria-label="Code of the current configuration"
            sx={{
              alignSelf: 'stretch',
              m: 0,
              p: 2,
              overflowX: 'auto',
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              borderRadius: 1,
              fontFamily: 'monospace',
              fontSize: '0.8125rem',
              bgcolor: 'action.hover',
              color: 'text.primary',
            }}
          >
            <code>{generateCode(config)}</code>
          </Box>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
