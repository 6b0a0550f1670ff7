// The ad plans live in the ads module (spec 2 §3 "Ad info").
export { adInfo, isAdOnlyChannel } from '../ads/ad-info.ts'
