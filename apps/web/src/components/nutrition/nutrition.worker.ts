// The nutrition worker's entry, bundled by Vite as its own chunk (see nutrition-service.ts).
import '@larder/data/nutrition-worker';
