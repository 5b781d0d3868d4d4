import {
  Alert,
  Anchor,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { VenueStore } from '@larder/data';
import {
  costRecipe,
  isRecipe,
  canScaleBy,
  scaleFactor,
  type Recipe,
  type ScaleTarget,
} from '@larder/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCatalogueItems, useCostSettings } from '../../components/catalogue/catalogue-context';
import { StoreGate } from '../../components/catalogue/StoreGate';
import { unitChoices } from '../../components/catalogue/unit-choices';
import { VOLUME_UNIT_OPTIONS, WEIGHT_UNIT_OPTIONS } from '../../components/catalogue/unit-options';
import { useRestricted } from '../../state/restricted';
import { toNumber, type NumberValue } from '../../components/catalogue/number-value';
import { lookupOf } from '../../components/catalogue/catalogue-context';
import { formatQuantity } from '../../i18n/format';
import { numberText } from './figure-text';
import { recipePath } from './recipe-list';
import { scaledRecipe } from './recipe-scaler';
import { RecipeFiguresTable } from './RecipeFiguresTable';
import { RecipeNotFound } from './RecipeNotFound';
import { ScaledLinesTable } from './ScaledLinesTable';

type ScaleBy = ScaleTarget['by'];

/** The ways to scale, each with the key of its name and of its amount's label. */
const MODES = [
  { value: 'factor', mode: 'scaler.byFactor', amount: 'scaler.factor' },
  { value: 'servings', mode: 'scaler.byServings', amount: 'scaler.servingsWanted' },
  { value: 'weight', mode: 'scaler.byWeight', amount: 'scaler.weightWanted' },
  { value: 'volume', mode: 'scaler.byVolume', amount: 'scaler.volumeWanted' },
] as const;

/**
 * /recipe-scaler/{foodkey}: scale a recipe by a factor, a number of servings, a batch weight
 * or a batch volume (operations-model §9).
 */
export function RecipeScalerPage() {
  const { t } = useTranslation('recipes');
  const { foodkey = '' } = useParams();
  return (
    <StoreGate title={t('scaler.storeTitle')}>
      {(store) => <RecipeScaler store={store} foodkey={foodkey} />}
    </StoreGate>
  );
}

function RecipeScaler({ store, foodkey }: { store: VenueStore; foodkey: string }) {
  const { t } = useTranslation('common');
  const items = useCatalogueItems(store);
  const lookup = useMemo(() => lookupOf(items ?? []), [items]);
  const found = items ? lookup(foodkey) : undefined;
  if (!items) return <Text c="dimmed">{t('loading')}</Text>;
  if (!found || !isRecipe(found)) return <RecipeNotFound foodkey={foodkey} />;
  return <Scaler recipe={found} lookup={lookup} />;
}

function Scaler({ recipe, lookup }: { recipe: Recipe; lookup: ReturnType<typeof lookupOf> }) {
  const { t } = useTranslation('recipes');
  const { units } = useCostSettings();
  const { showCosts } = useRestricted();
  const [by, setBy] = useState<ScaleBy>('factor');
  const [amount, setAmount] = useState<NumberValue>(1);
  const [weightUnit, setWeightUnit] = useState('kg');
  const [volumeUnit, setVolumeUnit] = useState('L');
  const base = useMemo(() => costRecipe(recipe, lookup, units), [recipe, lookup, units]);
  const value = toNumber(amount) ?? Number.NaN;
  const target: ScaleTarget =
    by === 'factor'
      ? { by, factor: value }
      : by === 'servings'
        ? { by, servings: value }
        : { by, value, unit: by === 'weight' ? weightUnit : volumeUnit };
  const factor = scaleFactor(target, base, units);
  const scaled = useMemo(
    () => (factor === null ? null : scaledRecipe(recipe, factor, lookup, units, t)),
    [recipe, factor, lookup, units, t],
  );
  const name = recipe.name ?? recipe.foodkey;
  const missing =
    toNumber(amount) === null || value <= 0
      ? t('scaler.enterNumber')
      : by === 'servings'
        ? t('scaler.noServings', { name })
        : by === 'weight'
          ? t('scaler.noWeight', { name })
          : t('scaler.noVolume', { name });
  const baseText = t('scaler.base', {
    servings: base.servings === null ? '—' : numberText(base.servings, 2),
    weight: base.eachValue === null ? '—' : formatQuantity(base.eachValue, 'g', { units }),
    volume: base.volume === null ? '—' : formatQuantity(base.volume, 'mL', { units }),
  });
  const byVolume = canScaleBy('volume', base);
  const modes = MODES.map((mode) => ({
    value: mode.value,
    label: t(mode.mode),
    disabled: mode.value === 'volume' && !byVolume,
  }));
  const amountLabel = t(MODES.find((mode) => mode.value === by)?.amount ?? 'scaler.factor');

  return (
    <Stack gap="md" data-testid="recipe-scaler">
      <Title order={1}>{t('scaler.title', { name })}</Title>
      <Text size="sm" c="dimmed" data-testid="scale-base">
        {baseText}
      </Text>
      <SegmentedControl
        aria-label={t('scaler.scaleBy')}
        aria-describedby={byVolume ? undefined : 'scale-volume-reason'}
        data={modes}
        value={by}
        onChange={(v) => {
          setBy(v as ScaleBy);
          setAmount(v === 'factor' ? 1 : '');
        }}
        maw={640}
      />
      {!byVolume && (
        <Text size="sm" c="dimmed" id="scale-volume-reason" data-testid="scale-volume-reason">
          {t('scaler.volumeOff', { name })}
        </Text>
      )}
      <Group align="flex-end">
        <NumberInput
          label={amountLabel}
          hideControls
          decimalScale={10}
          value={amount}
          onChange={setAmount}
          w={180}
        />
        {by === 'weight' && (
          <Select
            label={t('scaler.weightUnit')}
            data={unitChoices(WEIGHT_UNIT_OPTIONS)}
            value={weightUnit}
            onChange={(v) => setWeightUnit(v ?? 'kg')}
            w={120}
          />
        )}
        {by === 'volume' && (
          <Select
            label={t('scaler.volumeUnit')}
            data={unitChoices(VOLUME_UNIT_OPTIONS)}
            value={volumeUnit}
            onChange={(v) => setVolumeUnit(v ?? 'L')}
            w={120}
          />
        )}
        <Text mb={6} data-testid="scale-factor">
          {factor === null ? '' : t('scaler.factorShown', { factor: numberText(factor, 4) })}
        </Text>
      </Group>
      {factor === null || !scaled ? (
        <Alert color="gray" data-testid="scale-missing">
          {missing}
        </Alert>
      ) : (
        <>
          <ScaledLinesTable lines={scaled.lines} showCosts={showCosts} />
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <RecipeFiguresTable
              costs={scaled.costs}
              showCosts={showCosts}
              caption={t('scaler.scaledBatch')}
            />
          </SimpleGrid>
        </>
      )}
      <Anchor component={Link} to={recipePath(recipe.foodkey)}>
        {t('scaler.back', { name })}
      </Anchor>
    </Stack>
  );
}
