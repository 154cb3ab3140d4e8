export { Slider, type SliderProps } from './Slider';
export { RangeSlider, type RangeSliderProps, type SliderRange } from './RangeSlider';
export { SLIDER_DEFAULT_MAX, SLIDER_DEFAULT_MIN, type SliderCommonProps } from './SliderControl';
export { trackFill, type TrackFill } from './trackFill';
