import { MantineProvider } from '@mantine/core';
import type { Thumbnail } from '@larder/data';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { theme } from '../theme';
import { ImageProblemError } from './image-texts';
import { ImagePicker } from './ImagePicker';
import type { PickedImage } from './picked-image';
import type { ResizeImage } from './resize-image';

const thumb: Thumbnail = { dataUrl: 'data:image/webp;base64,UklGRg==', width: 96, height: 72 };
const png = (name = 'tomatoes.png', bytes = 64) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

function Harness({
  initial = null,
  resize,
  onChange,
}: {
  initial?: PickedImage | null;
  resize: ResizeImage;
  onChange?: (next: PickedImage | null) => void;
}) {
  const [value, setValue] = useState<PickedImage | null>(initial);
  return (
    <MantineProvider theme={theme} env="test">
      <ImagePicker
        value={value}
        resize={resize}
        onChange={(next) => {
          onChange?.(next);
          setValue(next);
        }}
      />
    </MantineProvider>
  );
}

const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('Image file'), { target: { files: [file] } });

describe('ImagePicker', () => {
  it('makes a thumbnail of the picked picture and shows it at its size', async () => {
    const resize = vi.fn<ResizeImage>(async () => thumb);
    const onChange = vi.fn();
    render(<Harness resize={resize} onChange={onChange} />);
    expect(screen.getByText('No image')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Image' })).toBeTruthy();
    const file = png();
    choose(file);
    const img = (await screen.findByTestId('image-picker-thumbnail')) as HTMLImageElement;
    expect(resize).toHaveBeenCalledWith(file);
    expect(onChange).toHaveBeenCalledWith({ name: 'tomatoes.png', thumbnail: thumb });
    expect(img.getAttribute('src')).toBe(thumb.dataUrl);
    expect(img.getAttribute('width')).toBe('96');
    expect(img.getAttribute('height')).toBe('72');
    expect(screen.getByTestId('image-name').textContent).toBe('tomatoes.png');
    expect(screen.getByRole('button', { name: 'Change image' })).toBeTruthy();
  });

  it('refuses a file that is not a picture, naming the field, without resizing', async () => {
    const resize = vi.fn<ResizeImage>(async () => thumb);
    const onChange = vi.fn();
    render(<Harness resize={resize} onChange={onChange} />);
    choose(new File(['%PDF'], 'invoice.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Image: choose a picture file (PNG, JPEG, WebP, GIF, BMP or AVIF)',
    );
    expect(resize).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Image file').getAttribute('aria-describedby')).toBe(
      screen.getByRole('alert').id,
    );
  });

  it('refuses a picture over 10 MB', async () => {
    const resize = vi.fn<ResizeImage>(async () => thumb);
    render(<Harness resize={resize} />);
    const big = png('huge.png');
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    choose(big);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Image: the file is larger than 10 MB',
    );
    expect(resize).not.toHaveBeenCalled();
  });

  it('says so when the picture cannot be read, and keeps the earlier image', async () => {
    const resize = vi.fn<ResizeImage>(async () => {
      throw new ImageProblemError('image-unreadable');
    });
    const onChange = vi.fn();
    render(
      <Harness
        resize={resize}
        onChange={onChange}
        initial={{ name: 'old.png', thumbnail: thumb }}
      />,
    );
    choose(png('broken.png'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Image: the picture could not be read',
    );
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByTestId('image-name').textContent).toBe('old.png');
  });

  it('removes the image with the Remove image button', async () => {
    const onChange = vi.fn();
    render(
      <Harness
        resize={async () => thumb}
        onChange={onChange}
        initial={{ name: 'old.png', thumbnail: thumb }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(onChange).toHaveBeenCalledWith(null);
    await waitFor(() => expect(screen.queryByTestId('image-picker-thumbnail')).toBeNull());
    expect(screen.getByText('No image')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove image' })).toBeNull();
  });

  it('names a picture this device keeps no thumbnail of', () => {
    render(<Harness resize={async () => thumb} initial={{ name: 'far.png', thumbnail: null }} />);
    expect(screen.getByText('No thumbnail on this device')).toBeTruthy();
    expect(screen.getByTestId('image-name').textContent).toBe('far.png');
  });
});

describe('ImagePicker in French', () => {
  it('names the field, its buttons and a refused file in the interface language', async () => {
    render(<Harness resize={async () => thumb} />);
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByText('Aucune image')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choisir une image' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Fichier image'), {
      target: { files: [new File(['%PDF'], 'facture.pdf', { type: 'application/pdf' })] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Image : choisissez un fichier d’image (PNG, JPEG, WebP, GIF, BMP ou AVIF)',
    );
  });
});
