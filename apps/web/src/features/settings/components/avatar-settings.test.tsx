import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LIMITS } from '@yc/contract/constants';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { endSession, getSession } from '../../../lib/session.ts';
import { apiError, investorUser, signIn } from '../../../testing/fixtures.ts';
import { renderWithApp, stubFetch } from '../../../testing/render.tsx';
import { AccountSettings } from './account-settings.tsx';

const URL_PATH = '/cabinet/settings';
const OBJECT_URL = 'blob:http://localhost/chosen-image';

const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

/** The modal's Save; the personal info form behind it has one too. */
const saveButton = () => within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' });

const png = (bytes = 1024) => new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' });

let drawImage: Mock;
let toBlob: Mock;

beforeEach(() => {
  // happy-dom neither decodes images nor lays out nor draws: these stand in for the browser.
  vi.spyOn(URL, 'createObjectURL').mockReturnValue(OBJECT_URL);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  drawImage = vi.fn();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => ({ drawImage, imageSmoothingEnabled: false, imageSmoothingQuality: 'low' }) as never,
  );
  toBlob = vi.fn((callback: BlobCallback, type?: string) => callback(new Blob(['cropped'], { type })));
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(toBlob);
});

afterEach(() => {
  vi.restoreAllMocks();
  endSession();
});

/** Lays the cropper out as a browser would: a 300×300 frame holding a 1000×800 image. */
function layOutCropper() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 300, 300));
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(1000);
  vi.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(800);
  const image = screen.getByRole('dialog').querySelector('img');
  if (!image) throw new Error('the cropper shows no image');
  fireEvent.load(image);
  return image;
}

async function chooseImage(file = png()) {
  signIn();
  const rendered = await renderWithApp(<AccountSettings />, { url: URL_PATH });
  await rendered.user.upload(fileInput(), file);
  return rendered;
}

describe('avatar', () => {
  it('shows the initials while there is no avatar', async () => {
    stubFetch({});
    signIn({ name: 'Anna Petrova' });
    await renderWithApp(<AccountSettings />, { url: URL_PATH });
    expect(screen.getByText('AP')).toBeInTheDocument();
    expect(fileInput()).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif,image/avif');
  });

  it('refuses a file over 5 MB without a request', async () => {
    const calls = stubFetch({});
    await chooseImage(png(LIMITS.avatarBytes + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('The image is larger than 5 MB: choose a smaller one');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('refuses a file that is not an image', async () => {
    const calls = stubFetch({});
    signIn();
    await renderWithApp(<AccountSettings />, { url: URL_PATH });
    // The picker's own filter is bypassed, as a user can do by choosing "All files".
    fireEvent.change(fileInput(), { target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is not an image: use PNG, JPEG, WebP, GIF or AVIF',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('opens the crop modal for a chosen image, and Cancel closes it without a request', async () => {
    const calls = stubFetch({});
    const { user } = await chooseImage();
    const dialog = await screen.findByRole('dialog', { name: 'Crop your avatar' });
    expect(dialog.querySelector('img')).toHaveAttribute('src', OBJECT_URL);
    expect(screen.getByRole('slider', { name: 'Zoom' })).toBeInTheDocument();
    // Nothing to save until the image is laid out and a crop is known.
    expect(saveButton()).toBeDisabled();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith(OBJECT_URL));
    expect(calls).toEqual([]);
  });

  it('uploads the cropped square at 512×512 as field "file" and shows the new avatar', async () => {
    const saved = { ...investorUser, avatarUrl: '/media/avatars/6f1c1c3e.webp?v=2' };
    const calls = stubFetch({ 'POST /api/v1/user/avatar': () => ({ json: { user: saved } }) });
    const { user } = await chooseImage();
    await screen.findByRole('dialog', { name: 'Crop your avatar' });
    const image = layOutCropper();
    const save = saveButton();
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    expect(await screen.findByText('Your avatar is saved')).toBeInTheDocument();
    // The centred square of the 1000×800 image, drawn onto the whole 512×512 canvas.
    expect(drawImage).toHaveBeenCalledWith(image, 100, 0, 800, 800, 0, 0, 512, 512);
    const canvas = toBlob.mock.contexts[0] as HTMLCanvasElement;
    expect([canvas.width, canvas.height]).toEqual([512, 512]);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.key).toBe('POST /api/v1/user/avatar');
    const body = calls[0]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    const file = body.get('file') as File;
    expect(file.type).toBe('image/webp');
    expect(file.name).toBe('avatar.webp');
    expect(await file.text()).toBe('cropped');

    const session = getSession();
    expect(session.status === 'authenticated' && session.user.avatarUrl).toBe(saved.avatarUrl);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('img', { name: 'Your avatar' })).toHaveAttribute('src', saved.avatarUrl);
  });

  it.each([
    [413, 'The image is larger than 5 MB', 'avatar.tooLarge'],
    [415, 'This file is not an image: use JPEG, PNG, WebP, GIF or AVIF', 'avatar.notImage'],
  ])("shows the server's message when it answers %i", async (status, message, code) => {
    stubFetch({ 'POST /api/v1/user/avatar': () => apiError(status, message, code) });
    const { user } = await chooseImage();
    await screen.findByRole('dialog', { name: 'Crop your avatar' });
    layOutCropper();
    const save = saveButton();
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    // The modal stays open to try again or cancel; the avatar is unchanged.
    expect(screen.getByRole('dialog', { name: 'Crop your avatar' })).toBeInTheDocument();
    const session = getSession();
    expect(session.status === 'authenticated' && session.user.avatarUrl).toBeNull();
  });

  it('says so when the chosen file cannot be opened as an image', async () => {
    const calls = stubFetch({});
    await chooseImage();
    const dialog = await screen.findByRole('dialog', { name: 'Crop your avatar' });
    const image = dialog.querySelector('img');
    if (!image) throw new Error('the cropper shows no image');
    fireEvent.error(image);
    expect(await screen.findByText('This image could not be opened: choose another one')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    expect(calls).toEqual([]);
  });
});
