import { faFlask } from '@fortawesome/free-solid-svg-icons';
import { useMemo, useState } from 'react';
import styled, { css } from 'styled-components';
import { CodeView, Icon, onPhone, PageHeader, Radio, RadioGroup, useTranslation } from '@atrium/ui';
import { ContentPanel } from './ContentPanel';
import { PlaygroundControls } from './playground/PlaygroundControls';
import { playgroundCatalog } from './playground/playgroundCatalog';
import { initialValues, jsxSource, type PlaygroundValues } from './playground/playgroundProps';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(11rem, 14rem) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  ${onPhone(css`
    grid-template-columns: minmax(0, 1fr);
  `)}
`;

const Stage = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  min-block-size: 140px;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  & > * {
    max-inline-size: 100%;
  }
`;

const ComponentName = styled.code`
  font-family: ${({ theme }) => theme.typography.mono};
`;

/**
 * A playground for @atrium/ui: pick a component, edit its props through typed controls, watch it redraw and copy
 * the JSX that draws it so. Each component keeps its edits while another is picked.
 */
export default function ComponentPlaygroundPage() {
  const { t } = useTranslation();
  const catalog = useMemo(() => playgroundCatalog(t), [t]);
  const [selected, setSelected] = useState(catalog[0]!.name);
  const [edits, setEdits] = useState<Record<string, PlaygroundValues>>({});
  const entry = catalog.find((candidate) => candidate.name === selected) ?? catalog[0]!;
  const values = { ...initialValues(entry.props), ...edits[entry.name] };
  const source = jsxSource(entry.name, entry.props, values);
  return (
    <>
      <PageHeader
        title={t('Miscellaneous')}
        subtitle={t('Component Playground')}
        icon={<Icon icon={faFlask} />}
      />
      <Layout>
        <ContentPanel title={t('Components')}>
          <RadioGroup label={t('Component')} value={entry.name} onChange={setSelected}>
            {catalog.map((candidate) => (
              <Radio key={candidate.name} value={candidate.name}>
                <ComponentName>{candidate.name}</ComponentName>
              </Radio>
            ))}
          </RadioGroup>
        </ContentPanel>
        <div>
          <ContentPanel title={t('Preview')}>
            {/* Remounted when a default changes, so `defaultSelected` shows what it does. */}
            <Stage key={`${entry.name}:${String(values.defaultSelected)}`} data-testid="playground-preview">
              {entry.render(values)}
            </Stage>
          </ContentPanel>
          <ContentPanel title={t('Props')}>
            <PlaygroundControls
              props={entry.props}
              values={values}
              onChange={(name, value) =>
                setEdits((current) => ({
                  ...current,
                  [entry.name]: { ...current[entry.name], [name]: value },
                }))
              }
            />
          </ContentPanel>
          <ContentPanel title="JSX">
            <CodeView code={source} label={t('JSX of the preview')} copyLabel={t('Copy JSX')} />
          </ContentPanel>
        </div>
      </Layout>
    </>
  );
}
