import type { ReactNode } from 'react';
import {
  BarSparkline,
  BoxPlotSparkline,
  BulletSparkline,
  DiscreteSparkline,
  LineSparkline,
  PieSparkline,
  TristateSparkline,
  useTranslation,
  type Translate,
} from '@atrium/ui';
import { GraphPage } from './parts/GraphPage';
import { GraphWidget } from './parts/GraphWidget';
import { sparklineValues, tristateValues } from './parts/graphsDemoData';
import { ScrollableTable } from '../misc/ScrollableTable';
import { SparklineTable, StatStrip } from './parts/SparklineTable.styles';

/** One row of the types table: a sparkline kind, three samples and the settings it shows. */
interface SparklineRow {
  type: string;
  samples: [ReactNode, ReactNode, ReactNode];
  settings: string;
}

// Sparkline sizes that fit a table row: bar 26 px high, 5 px bars 2 px apart; line 20 × 90; pie 90; box IQR 1.5.
/** The types table's rows, in the chosen language. */
function sparklineRows(t: Translate): SparklineRow[] {
  return [
    {
      type: t('Bar'),
      samples: [
        <BarSparkline key="a" label={t('Income')} values={sparklineValues(12, 2, 12, 1)} />,
        <BarSparkline key="b" label={t('Profit')} values={sparklineValues(12, -6, 10, 2)} />,
        <BarSparkline key="c" label={t('Signups')} values={sparklineValues(20, 1, 9, 3)} />,
      ],
      settings: t('Height 26 px, bar width 5, spacing 2; negative bars hang below zero.'),
    },
    {
      type: t('Line'),
      samples: [
        <LineSparkline key="a" label={t('Visits')} values={sparklineValues(16, 3, 12, 4)} />,
        <LineSparkline
          key="b"
          label={t('Load')}
          values={sparklineValues(16, 20, 80, 5)}
          showLastSpot={false}
        />,
        <LineSparkline key="c" label={t('Sessions')} values={sparklineValues(24, 1, 30, 6)} />,
      ],
      settings: t('20 × 90 px, with a spot on the last value.'),
    },
    {
      type: t('Filled line'),
      samples: [
        <LineSparkline key="a" label={t('Revenue')} values={sparklineValues(16, 4, 14, 7)} isFilled />,
        <LineSparkline key="b" label={t('Downloads')} values={sparklineValues(16, 10, 40, 8)} isFilled />,
        <LineSparkline key="c" label={t('Queue')} values={sparklineValues(16, 0, 6, 9)} isFilled />,
      ],
      settings: t('The line with the area below it filled.'),
    },
    {
      type: t('Pie'),
      samples: [
        <PieSparkline key="a" label={t('Traffic sources')} values={[40, 35, 25]} />,
        <PieSparkline key="b" label={t('Devices')} values={[60, 30, 10]} size={45} />,
        <PieSparkline key="c" label={t('Plans')} values={[20, 20, 30, 30]} size={26} />,
      ],
      settings: t('Diameter 90 px by default; 45 and 26 px here for inline use.'),
    },
    {
      type: t('Box plot'),
      samples: [
        <BoxPlotSparkline key="a" label={t('Response time')} values={sparklineValues(30, 10, 60, 10)} />,
        <BoxPlotSparkline
          key="b"
          label={t('Order value')}
          values={[...sparklineValues(20, 20, 40, 11), 95]}
        />,
        <BoxPlotSparkline key="c" label={t('Basket size')} values={sparklineValues(25, 1, 9, 12)} />,
      ],
      settings: t('Whiskers reach 1.5 × IQR; values beyond them are outliers.'),
    },
    {
      type: t('Bullet'),
      samples: [
        <BulletSparkline
          key="a"
          label={t('Revenue')}
          performance={270}
          target={250}
          ranges={[150, 225, 300]}
        />,
        <BulletSparkline key="b" label={t('Profit')} performance={18} target={26} ranges={[20, 25, 30]} />,
        <BulletSparkline
          key="c"
          label={t('Satisfaction')}
          performance={4.2}
          target={4.5}
          ranges={[3, 4, 5]}
        />,
      ],
      settings: t('Measured bar over shaded ranges, with a target mark.'),
    },
    {
      type: t('Tristate'),
      samples: [
        <TristateSparkline key="a" label={t('Matches')} values={tristateValues(14, 13)} />,
        <TristateSparkline key="b" label={t('Builds')} values={tristateValues(14, 14)} />,
        <TristateSparkline key="c" label={t('Trades')} values={tristateValues(20, 15)} />,
      ],
      settings: t('Win, loss or draw per bar; same bar sizes as the bar type.'),
    },
    {
      type: t('Discrete'),
      samples: [
        <DiscreteSparkline key="a" label={t('Errors')} values={sparklineValues(20, 1, 9, 16)} />,
        <DiscreteSparkline
          key="b"
          label={t('Deploys')}
          values={sparklineValues(20, 1, 9, 17)}
          threshold={4}
        />,
        <DiscreteSparkline key="c" label={t('Alerts')} values={sparklineValues(30, 0, 6, 18)} />,
      ],
      settings: t('A tick per value; with a threshold, low values take the warning colour.'),
    },
  ];
}

const income = sparklineValues(14, 4, 14, 21);
const traffic = sparklineValues(14, 2, 12, 22);
const orders = sparklineValues(14, 3, 13, 23);

const products = [
  { name: 'Atrium Pro', sales: sparklineValues(12, 20, 60, 31), split: [55, 30, 15] },
  { name: 'Atrium Lite', sales: sparklineValues(12, 10, 40, 32), split: [35, 45, 20] },
  { name: 'Atrium Cloud', sales: sparklineValues(12, 30, 90, 33), split: [25, 25, 50] },
];

/** Sparklines: every sparkline type, in a table, a figure strip and rows. */
export default function SparklinePage() {
  const { t } = useTranslation();
  const rows = sparklineRows(t);
  return (
    <GraphPage subtitle="Sparkline Charts">
      <GraphWidget title="Inline statistics" isWide>
        <StatStrip>
          <div>
            <dt>{t('My income')}</dt>
            <dd>$47,171</dd>
            <dd>
              <BarSparkline label={t('Income per week')} values={income} />
            </dd>
          </div>
          <div>
            <dt>{t('Site traffic')}</dt>
            <dd>45%</dd>
            <dd>
              <BarSparkline label={t('Traffic per week')} values={traffic} />
            </dd>
          </div>
          <div>
            <dt>{t('Site orders')}</dt>
            <dd>2447</dd>
            <dd>
              <BarSparkline label={t('Orders per week')} values={orders} />
            </dd>
          </div>
        </StatStrip>
      </GraphWidget>
      <GraphWidget title="Sparkline types" isWide>
        <ScrollableTable label={t('Sparkline types table')}>
          <SparklineTable>
            <thead>
              <tr>
                <th scope="col">{t('Type')}</th>
                <th scope="col">{t('Sample 1')}</th>
                <th scope="col">{t('Sample 2')}</th>
                <th scope="col">{t('Sample 3')}</th>
                <th scope="col">{t('Settings')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.type}>
                  <th scope="row">{row.type}</th>
                  {row.samples.map((sample, i) => (
                    <td key={i}>{sample}</td>
                  ))}
                  <td>{row.settings}</td>
                </tr>
              ))}
            </tbody>
          </SparklineTable>
        </ScrollableTable>
      </GraphWidget>
      <GraphWidget title="Sales by product" isWide>
        <ScrollableTable label={t('Sales by product table')}>
          <SparklineTable>
            <thead>
              <tr>
                <th scope="col">{t('Product')}</th>
                <th scope="col">{t('Monthly sales')}</th>
                <th scope="col">{t('Trend')}</th>
                <th scope="col">{t('Channels')}</th>
                <th scope="col">{t('Last month')}</th>
              </tr>
            </thead>
            <tbody>
              {products.map((product) => (
                <tr key={product.name}>
                  <th scope="row">{product.name}</th>
                  <td>
                    <BarSparkline
                      label={t('{product} sales', { product: product.name })}
                      values={product.sales}
                    />
                  </td>
                  <td>
                    <LineSparkline
                      label={t('{product} trend', { product: product.name })}
                      values={product.sales}
                      isFilled
                    />
                  </td>
                  <td>
                    <PieSparkline
                      label={t('{product} channels', { product: product.name })}
                      values={product.split}
                      size={26}
                    />
                  </td>
                  <td>{t('{count} units', { count: product.sales.at(-1) ?? 0 })}</td>
                </tr>
              ))}
            </tbody>
          </SparklineTable>
        </ScrollableTable>
      </GraphWidget>
    </GraphPage>
  );
}
