export { linkedInShareUrl, SHARE_POPUP_FEATURES, SHARE_TOASTS, shareLink, twitterIntentUrl } from './api/shareLinks';
export { ShareMenu } from './components/ShareMenu';
export { SHARE_LOADING, SharePage } from './components/SharePage';
