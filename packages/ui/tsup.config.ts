import { defineLibraryConfig } from '../../tsup.library.config';

export default defineLibraryConfig();
