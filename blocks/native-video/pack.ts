// The `native-video` pack (dist/packs/native-video.js): the browser's own player for the videos the
// platform hosts (runtime.md section 7's lazy native-video bundle), fetched by a video block that
// holds one (blocks/video/attach-native.ts). The player is shared code (src/video/native-player.ts).
import { attachNativePlayer } from '../../src/video/native-player';

window.SiteRuntime?.definePack('native-video', { attachNativePlayer });
