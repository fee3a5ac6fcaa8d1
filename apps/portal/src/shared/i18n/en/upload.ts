/** The document upload's own words, shared by the apply flow and the application page. */
export const upload = {
  accepts: (types: string, max: string) => `Accepted: ${types} · up to ${max}`,
  takePhoto: 'Take a photo',
  chooseFile: 'Choose a file',
  replace: 'Replace the file',
  cancel: 'Cancel the upload',
  uploading: (file: string, percent: string) => `Uploading ${file}: ${percent}`,
  empty: 'This file is empty. Choose another one.',
  wrongType: (types: string) => `This type of file is not accepted here. Use ${types}.`,
  tooLarge: (size: string, max: string) =>
    `This file is ${size}; the limit is ${max}. Choose a smaller file or take the photo again.`,
};
