import { Button, Group, Text } from '@mantine/core';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadBlob, labelFileName, svgMarkup, svgSize, svgToPng } from './label-export';
import { printLabel } from './print-label';

/** Download the label as SVG or PNG, or print just the label; off while the data is incomplete. */
export function LabelActions({
  svgRef,
  name,
  format,
  disabled,
}: {
  svgRef: RefObject<SVGSVGElement | null>;
  name: string;
  format: string;
  disabled: boolean;
}) {
  const { t } = useTranslation('components');
  const [error, setError] = useState<string | null>(null);
  const run = async (action: (svg: SVGSVGElement) => Promise<void> | void) => {
    const svg = svgRef.current;
    if (!svg) return;
    setError(null);
    try {
      await action(svg);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <Group gap="xs">
      <Button
        variant="light"
        size="xs"
        disabled={disabled}
        onClick={() =>
          void run((svg) =>
            downloadBlob(
              new Blob([svgMarkup(svg)], { type: 'image/svg+xml' }),
              labelFileName(name, format, 'svg'),
            ),
          )
        }
      >
        {t('labels.downloadSvg')}
      </Button>
      <Button
        variant="light"
        size="xs"
        disabled={disabled}
        onClick={() =>
          void run(async (svg) => {
            const { width, height } = svgSize(svg);
            downloadBlob(
              await svgToPng(svgMarkup(svg), width, height),
              labelFileName(name, format, 'png'),
            );
          })
        }
      >
        {t('labels.downloadPng')}
      </Button>
      <Button variant="light" size="xs" disabled={disabled} onClick={() => void run(printLabel)}>
        {t('labels.print')}
      </Button>
      {disabled && (
        <Text size="xs" c="dimmed">
          {t('labels.completeFirst')}
        </Text>
      )}
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Group>
  );
}
