import { LineChart } from '@mui/x-charts/LineChart';

// US utility-scale electricity generation by source, TWh (approximate, U.S. EIA).
const years = [2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023];
const coal = [1352, 1239, 1206, 1146, 965, 773, 898, 828, 675];
const gas = [1335, 1379, 1296, 1469, 1586, 1617, 1579, 1687, 1802];
const nuclear = [797, 806, 805, 807, 809, 790, 778, 772, 775];
const renewables = [567, 632, 708, 714, 720, 792, 826, 913, 894];

const twh = (value: number | null) => (value === null ? '' : `${value} TWh`);

export default function StackedLine() {
  return (
    <LineChart
      height={320}
      xAxis={[{ data: years, scaleType: 'point', valueFormatter: (year: number) => `${year}` }]}
      yAxis={[{ label: 'Generation (TWh)', width: 60 }]}
      series={[
        { data: coal, label: 'Coal', stack: 'generation', area: true, showMark: false, valueFormatter: twh },
        { data: gas, label: 'Natural gas', stack: 'generation', area: true, showMark: false, valueFormatter: twh },
        { data: nuclear, label: 'Nuclear', stack: 'generation', area: true, showMark: false, valueFormatter: twh },
        {
          data: renewables,
          label: 'Renewables',
          stack: 'generation',
          area: true,
          showMark: false,
          valueFormatter: twh,
        },
      ]}
    />
  );
}
