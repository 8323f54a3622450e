-- Health of a platform.example.io Microservice, from what its operator writes back.
-- Runs in Argo CD's default sandbox: only base, table and package are loaded, so this script
-- uses no string/math/os functions (`..` and tostring are base Lua).
local hs = {}

-- A condition counts only if it says something: "" is treated like a missing field.
local function text(value)
  if value ~= nil and value ~= "" then
    return value
  end
  return nil
end

local generation = obj.metadata.generation
local status = obj.status

-- Until the operator has observed this generation, its conditions describe an older spec
-- (often still Ready=True for the previous image), so they must not be believed.
if status == nil then
  hs.status = "Progressing"
  hs.message = "Waiting for the operator to report status"
  return hs
end
if status.observedGeneration ~= generation then
  hs.status = "Progressing"
  hs.message = "Waiting for the operator to observe generation " .. tostring(generation)
  if status.observedGeneration ~= nil then
    hs.message = hs.message .. " (status is for generation " .. tostring(status.observedGeneration) .. ")"
  end
  return hs
end

-- Conditions carrying their own observedGeneration must also be current.
local stalled = nil
local ready = nil
for _, condition in ipairs(status.conditions or {}) do
  local current = condition.observedGeneration == nil or condition.observedGeneration == generation
  if current and condition.type == "Stalled" and condition.status == "True" then
    stalled = condition
  elseif current and condition.type == "Ready" then
    ready = condition
  end
end

-- Stalled=True wins even when Ready=True is also present.
if stalled ~= nil then
  hs.status = "Degraded"
  hs.message = text(stalled.message) or text(stalled.reason) or "The operator reports the rollout is stalled"
  return hs
end

if ready ~= nil and ready.status == "True" then
  hs.status = "Healthy"
  hs.message = text(ready.message) or text(ready.reason) or "Ready"
  return hs
end

-- Ready=False, Ready=Unknown or no Ready condition yet: still rolling out.
hs.status = "Progressing"
if ready ~= nil then
  hs.message = text(ready.message) or text(ready.reason) or ("Ready is " .. tostring(ready.status))
else
  hs.message = "Waiting for the operator to report a Ready condition"
end
return hs
