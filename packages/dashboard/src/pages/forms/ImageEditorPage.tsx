import { useEffect, useId, useState } from 'react';
import {
  Button,
  ImageCrop,
  Icon,
  PageHeader,
  Switch,
  Widget,
  exportCrop,
  useImageCrop,
  useTranslation,
  type CropRect,
} from '@atrium/ui';
import { faCropSimple, faPenToSquare } from '@fortawesome/free-solid-svg-icons';
import {
  CropExport,
  CropLayout,
  CropPanel,
  PanelHeading,
  PanelRow,
  Readouts,
} from './ImageEditorPage.styles';

/** The demo's own artwork, relative to the page so any base path works. */
const demoImage = 'img/crop-demo-landscape.svg';
/** Where the selection starts and where "Animate to default" returns: x, y to x2, y2 of 100, 100 to 400, 300. */
const defaultSelection: CropRect = { x: 100, y: 100, width: 300, height: 200 };
const sizeLimits = { minSize: { width: 80, height: 80 }, maxSize: { width: 350, height: 350 } };

/** Forms › Image Editor: a crop selection with animation, random pick, ratio and size toggles, and export. */
export default function ImageEditorPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const [isFourByThree, setFourByThree] = useState(false);
  const [isRestricted, setRestricted] = useState(false);
  const crop = useImageCrop({
    defaultSelection,
    aspect: isFourByThree ? 4 / 3 : undefined,
    ...(isRestricted ? sizeLimits : {}),
  });
  const [exported, setExported] = useState<{ url: string; width: number; height: number } | null>(null);
  const [exportFailed, setExportFailed] = useState(false);
  useEffect(() => (exported ? () => URL.revokeObjectURL(exported.url) : undefined), [exported]);

  const selection = crop.selection;
  const readouts: [string, number | undefined][] = [
    ['x', selection?.x],
    ['y', selection?.y],
    ['x2', selection ? selection.x + selection.width : undefined],
    ['y2', selection ? selection.y + selection.height : undefined],
    ['w', selection?.width],
    ['h', selection?.height],
  ];

  const exportSelection = async () => {
    if (!selection) return;
    try {
      const blob = await exportCrop(demoImage, selection);
      setExportFailed(false);
      setExported({ url: URL.createObjectURL(blob), width: selection.width, height: selection.height });
    } catch {
      setExportFailed(true);
    }
  };

  return (
    <>
      <PageHeader title={t('Forms')} subtitle={t('Image Editor')} icon={<Icon icon={faPenToSquare} />} />
      <Widget defaultTitle={t('Image Crop')} icon={<Icon icon={faCropSimple} />}>
        <CropLayout>
          <ImageCrop state={crop} src={demoImage} alt={t('Mountains over a lake at sunset')} />
          <CropPanel>
            <section aria-labelledby={`${headingId}-selection`}>
              <PanelHeading id={`${headingId}-selection`}>{t('Selection')}</PanelHeading>
              <Readouts>
                {readouts.map(([name, value]) => (
                  <div key={name}>
                    <dt>{name}</dt>
                    <dd>{value ?? '–'}</dd>
                  </div>
                ))}
              </Readouts>
              <PanelRow>
                <Button onPress={crop.selectRandom}>{t('Random selection')}</Button>
                <Button onPress={() => crop.animateTo(defaultSelection)}>{t('Animate to default')}</Button>
                <Button onPress={crop.release} isDisabled={!selection}>
                  {t('Release')}
                </Button>
              </PanelRow>
            </section>
            <section aria-labelledby={`${headingId}-options`}>
              <PanelHeading id={`${headingId}-options`}>{t('Options')}</PanelHeading>
              <Switch isSelected={isFourByThree} onChange={setFourByThree}>
                {t('Keep a 4:3 aspect ratio')}
              </Switch>
              <Switch isSelected={isRestricted} onChange={setRestricted}>
                {t('Restrict the size (80×80 to 350×350)')}
              </Switch>
            </section>
            <section aria-labelledby={`${headingId}-export`}>
              <PanelHeading id={`${headingId}-export`}>{t('Export')}</PanelHeading>
              <PanelRow>
                <Button variant="primary" onPress={() => void exportSelection()} isDisabled={!selection}>
                  {t('Export crop')}
                </Button>
                {exported && (
                  <a href={exported.url} download="crop.png">
                    {t('Download crop.png ({width} × {height})', exported)}
                  </a>
                )}
              </PanelRow>
              {exportFailed && <p role="alert">{t('The crop could not be exported.')}</p>}
              {exported && (
                <CropExport>
                  <img src={exported.url} alt={t('The exported crop')} />
                </CropExport>
              )}
            </section>
          </CropPanel>
        </CropLayout>
      </Widget>
    </>
  );
}
