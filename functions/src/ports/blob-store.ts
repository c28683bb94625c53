/** Binary objects (photos, banners): local disk in embedded mode, Cloud Storage in production. */
export type StoredBlob = { bytes: Buffer; contentType: string; updatedAt: string };

export type BlobStore = {
  put(path: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Undefined when nothing is stored at `path`. */
  get(path: string): Promise<StoredBlob | undefined>;
  delete(path: string): Promise<void>;
  /**
   * Deletes every blob under `folder` (paths starting `folder/`), including ones nothing
   * points at: a process that died between storing a blob and recording it leaves one.
   */
  deleteFolder(folder: string): Promise<void>;
  /**
   * Marks a blob as publicly readable or not (Cloud Storage custom metadata `published`,
   * which storage.rules checks). Does nothing when nothing is stored at `path`.
   */
  setPublished(path: string, published: boolean): Promise<void>;
};
