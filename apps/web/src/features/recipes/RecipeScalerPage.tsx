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
  formatQuantity,
  isRecipe,
  canScaleBy,
  roundTo,
  scaleFactor,
  type Recipe,
  type ScaleTarget,
} from '@larder/domain';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useCatalogueItems, useCostSettings } from '../../components/catalogue/catalogue-context';
import { StoreGate } from '../../components/catalogue/StoreGate';
import { VOLUME_UNIT_OPTIONS, WEIGHT_UNIT_OPTIONS } from '../../components/catalogue/unit-options';
import { useRestricted } from '../../state/restricted';
import { toNumber, type NumberValue } from '../../components/catalogue/number-value';
import { lookupOf } from '../../components/catalogue/catalogue-context';
import { recipePath } from './recipe-list';
import { scaledRecipe } from './recipe-scaler';
import { RecipeFiguresTable } from './RecipeFiguresTable';
import { RecipeNotFound } from './RecipeNotFound';
import { ScaledLinesTable } from './ScaledLinesTable';

type ScaleBy = ScaleTarget['by'];

const MODES: { value: ScaleBy; label: string }[] = [
  { value: 'factor', label: 'By factor' },
  { value: 'servings', label: 'By servings' },
  { value: 'weight', label: 'By batch weight' },
  { value: 'volume', label: 'By batch volume' },
];

const LABELS: Record<ScaleBy, string> = {
  factor: 'Factor',
  servings: 'Servings wanted',
  weight: 'Batch weight wanted',
  volume: 'Batch volume wanted',
};

/**
 * /recipe-scaler/{foodkey}: scale a recipe by a factor, a number of servings, a batch weight
 * or a batch volume (operations-model §9).
 */
export function RecipeScalerPage() {
  const { foodkey = '' } = useParams();
  return (
    <StoreGate title="Recipe scaler">
      {(store) => <RecipeScaler store={store} foodkey={foodkey} />}
    </StoreGate>
  );
}

function RecipeScaler({ store, foodkey }: { store: VenueStore; foodkey: string }) {
  const items = useCatalogueItems(store);
  const lookup = useMemo(() => lookupOf(items ?? []), [items]);
  const found = items ? lookup(foodkey) : undefined;
  if (!items) return <Text c="dimmed">Loading…</Text>;
  if (!found || !isRecipe(found)) return <RecipeNotFound foodkey={foodkey} />;
  return <Scaler recipe={found} lookup={lookup} />;
}

function Scaler({ recipe, lookup }: { recipe: Recipe; lookup: ReturnType<typeof lookupOf> }) {
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
    () => (factor === null ? null : scaledRecipe(recipe, factor, lookup, units)),
    [recipe, factor, lookup, units],
  );
  const name = recipe.name ?? recipe.foodkey;
  const missing =
    toNumber(amount) === null || value <= 0
      ? 'Enter a number above 0.'
      : by === 'servings'
        ? `${name} has no servings to scale from: set its serving size.`
        : by === 'weight'
          ? `${name} has no batch weight to scale from.`
          : `${name} has no batch volume to scale from.`;
  const baseText = `One batch makes ${
    base.servings === null ? '—' : roundTo(base.servings, 2)
  } servings, weighs ${
    base.eachValue === null ? '—' : formatQuantity(base.eachValue, 'g', { units })
  } and holds ${base.volume === null ? '—' : formatQuantity(base.volume, 'mL', { units })}.`;
  const byVolume = canScaleBy('volume', base);
  const modes = MODES.map((mode) =>
    mode.value === 'volume' ? { ...mode, disabled: !byVolume } : mode,
  );

  return (
    <Stack gap="md" data-testid="recipe-scaler">
      <Title order={1}>Scale {name}</Title>
      <Text size="sm" c="dimmed" data-testid="scale-base">
        {baseText}
      </Text>
      <SegmentedControl
        aria-label="Scale by"
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
          By batch volume is off: {name} has no batch volume (its lines do not all convert to mL,
          and it has no volume conversion).
        </Text>
      )}
      <Group align="flex-end">
        <NumberInput
          label={LABELS[by]}
          hideControls
          decimalScale={10}
          value={amount}
          onChange={setAmount}
          w={180}
        />
        {by === 'weight' && (
          <Select
            label="Weight unit"
            data={WEIGHT_UNIT_OPTIONS}
            value={weightUnit}
            onChange={(v) => setWeightUnit(v ?? 'kg')}
            w={120}
          />
        )}
        {by === 'volume' && (
          <Select
            label="Volume unit"
            data={VOLUME_UNIT_OPTIONS}
            value={volumeUnit}
            onChange={(v) => setVolumeUnit(v ?? 'L')}
            w={120}
          />
        )}
        <Text mb={6} data-testid="scale-factor">
          {factor === null ? '' : `× ${roundTo(factor, 4)}`}
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
            <RecipeFiguresTable costs={scaled.costs} showCosts={showCosts} caption="Scaled batch" />
          </SimpleGrid>
        </>
      )}
      <Anchor component={Link} to={recipePath(recipe.foodkey)}>
        Back to {name}
      </Anchor>
    </Stack>
  );
}
